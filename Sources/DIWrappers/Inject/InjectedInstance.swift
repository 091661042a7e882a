/// The instance an `@Inject` property resolved, shared by copies of the wrapper.
///
/// The first read resolves through DICore's ``BuildGate``, so however many threads read the property for the
/// first time at once, the binding is resolved once (a transient factory runs once) and every reader gets that
/// instance; the others wait for it without holding a lock. The instance is kept whatever the resolution read
/// (an override, a test value): the property keeps the first instance it got for its owner's lifetime.
@usableFromInline
final class InjectedInstance<Value>: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    private let gate: BuildGate
    /// The kept instance; guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) var kept: Value?
    /// What Vaccine's spelling resolved when the owner was created; set once, in the wrapper's initialiser.
    var resolvedAtCreation: Value?
    /// Whether the property is Vaccine's spelling, which reads ``Container/main`` whatever its owner.
    let readsMainAtCreation: Bool

    @usableFromInline
    init(readsMainAtCreation: Bool = false) {
        self.readsMainAtCreation = readsMainAtCreation
        gate = BuildGate(lock: lock)
    }

    /// The kept instance, or the one `resolve` produces for the first reader (the others wait for it).
    @inlinable
    func value(key: DependencyKey, location: SourceLocation, _ resolve: () -> Value) -> Value {
        lock.lock()
        if let kept {
            lock.unlock()
            return kept
        }
        lock.unlock()
        return firstValue(key: key, location: location, resolve)
    }

    /// The first read's resolve, or a wait for another thread's; a property that reads itself traps.
    @usableFromInline
    func firstValue(key: DependencyKey, location: SourceLocation, _ resolve: () -> Value) -> Value {
        do {
            return try gate.buildKeptInCell(self, key: key, location: location, create: resolve)
        } catch {
            DiagnosticReporter.trap(Container.diagnostic(for: error, key: key, location: location))
        }
    }
}

extension InjectedInstance: InstanceKeepingCell {
    var scope: Scope? { nil }
    var directory: ScopeDirectory { .shared }
    static var holdsWeakly: Bool { false }

    func readLocked() -> Value? {
        kept
    }

    func accept(_ value: Value, key: DependencyKey, location: SourceLocation) {}

    func storeLocked(_ value: Value) {
        kept = value
    }
}
