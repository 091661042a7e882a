/// The instance an `@Inject` property resolved, shared by copies of the wrapper.
///
/// The first read resolves through DICore's ``BuildGate``, so however many threads read the property for the
/// first time at once, the binding is resolved once (a transient factory runs once) and every reader gets that
/// instance; the others wait for it without holding a lock. The instance is kept whatever the resolution read
/// (an override, a test value): the property keeps the first instance it got for its owner's lifetime.
@usableFromInline
final class InjectedInstance<Value>: @unchecked Sendable {
    let lock = Lock()
    private let gate: BuildGate
    /// 0 until the first read resolves; then a retained ``KeptValue`` box, published once with a release store and
    /// never replaced, so a read needs neither a lock nor a read section (the owner keeps this object alive).
    @usableFromInline let kept: UnsafeMutablePointer<Int>
    /// What Vaccine's spelling resolved when the owner was created; set once, in the wrapper's initialiser.
    var resolvedAtCreation: Value?
    /// Whether the property is Vaccine's spelling, which reads ``Container/main`` whatever its owner.
    let readsMainAtCreation: Bool

    @usableFromInline
    init(readsMainAtCreation: Bool = false) {
        self.readsMainAtCreation = readsMainAtCreation
        gate = BuildGate(lock: lock)
        kept = .allocate(capacity: 1)
        kept.initialize(to: 0)
    }

    deinit {
        KeptValue<Value>.releaseBox(at: kept)
        kept.deallocate()
    }

    /// The kept instance, or the one `resolve` produces for the first reader (the others wait for it).
    @inlinable
    func value(key: DependencyKey, location: SourceLocation, _ resolve: () -> Value) -> Value {
        if let value = KeptValue<Value>.value(at: kept) {
            return value
        }
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
    var holdsWeakly: Bool { false }

    func readLocked() -> Value? {
        KeptValue<Value>.valueLocked(at: kept)
    }

    func accept(_ value: Value, key: DependencyKey, location: SourceLocation) {}

    func storeLocked(_ value: Value, fromChoice: Bool) {
        KeptValue.publish(value, at: kept)
    }
}
