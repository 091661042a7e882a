/// Lets one thread at a time run a container's factories, for a container made with `serializesFactories: true`.
///
/// Fusion ran every resolve of a container under that container's recursive lock, so
/// its factories never ran at the same time. DIToolkit runs factories concurrently and
/// holds no lock while one runs; a container that opts in gets Fusion's exclusion back
/// through this gate. The gate is re-entrant (a factory may resolve other bindings of
/// its own container), and it is DICore's ``BuildGate`` underneath: a thread that waits
/// for it longer than `ResolutionLimits.buildWaitTimeout` (a factory blocked on a thread
/// that resolves from the same container, which would have hung Fusion) stops with
/// `DIError.Code.buildWaitTimedOut`, two threads waiting for each other across gates and
/// builds stop with `DIError.Code.circularDependency`, and a thread ended by a captured
/// trap hands the gate back.
@usableFromInline
final class FactorySerialGate: @unchecked Sendable {
    private let lock = Lock()
    private let gate: BuildGate
    /// The thread inside the gate, and how many of its factories are running. Guarded by `lock`.
    private var holder: BuildOwner?
    private var depth = 0

    init() {
        gate = BuildGate(lock: lock)
    }

    /// Runs `body` (the build of `key`) once no other thread is running one of this container's factories.
    @usableFromInline
    func run<Result>(_ key: DependencyKey, location: SourceLocation, _ body: () throws -> Result) throws -> Result {
        let owner = BuildOwner.current
        try enter(owner, key: key, location: location)
        defer { leave(owner) }
        return try body()
    }

    private func enter(_ owner: BuildOwner, key: DependencyKey, location: SourceLocation) throws {
        lock.lock()
        if holder === owner {
            depth += 1
            lock.unlock()
            return
        }
        var wait = BuildGate.Wait()
        // claimOrWait returns with the lock held, or releases it and throws.
        while try !gate.claimOrWait(owner: owner, key: key, location: location, wait: &wait) {}
        holder = owner
        depth = 1
        lock.unlock()
    }

    private func leave(_ owner: BuildOwner) {
        lock.lock()
        defer { lock.unlock() }
        guard holder === owner else { return }
        depth -= 1
        if depth == 0 {
            holder = nil
            gate.end(owner)
        }
    }
}
