/// The "being built" state of a cell: who builds it, and the threads and tasks waiting until that build ends.
///
/// A cell is *absent*, *building* (by one ``BuildOwner``) or *built*; the gate keeps the middle state, the cell its
/// value, both under the cell's lock, and no lock is held while the factory runs. A synchronous waiter sleeps on
/// the gate's ``Condition``; an awaited one suspends, so no pool thread blocks; either kind may wait for either
/// kind of build. When a build ends however it ends, every waiter looks again and one builds if the cell is still
/// absent. A wait is bounded by ``ResolutionLimits/buildWaitTimeout`` (`DI011`) and checked for cycles across
/// threads and tasks by ``BuildWaits``.
///
/// A cell of the toolkit's own (``SingletonCell``, ``LockedCell``) *is* its gate, a subclass, so a cell is one
/// allocation; other holders keep one.
@usableFromInline
package class BuildGate: @unchecked Sendable {
    /// When a sleeping thread started waiting, and when it gives up.
    package struct Wait {
        var started = 0
        var deadline = 0

        package init() {}
    }

    /// What ``claimOrEnqueue(frame:key:location:)`` decided.
    package enum Claim {
        /// The frame builds the cell now; the cell's lock is still held.
        case claimed
        /// Another build runs; the lock is released and the ticket is waited on with ``wait(_:key:location:)``.
        case enqueued(Ticket)
    }

    /// One suspended task's place among the waiters.
    package struct Ticket: Sendable {
        fileprivate let number: Int
        fileprivate let owner: BuildOwner
        fileprivate let started: Int
    }

    private enum Outcome {
        case buildEnded
        case timedOut
        case cancelled
    }

    private struct SuspendedTask {
        var continuation: CheckedContinuation<Outcome, Never>?
        /// Set when the outcome came before the task suspended (the build ended in between).
        var early: Outcome?
    }

    final let lock: Lock
    /// What sleeping threads wait on, made by the first thread that must sleep: most cells are built without a race
    /// and never need one. Guarded by `lock`.
    @exclusivity(unchecked) private var condition: Condition?
    // The locks that guard the state below give the exclusivity the runtime would otherwise check on each access.
    /// The owner of the build in progress, or `nil`. Guarded by `lock`.
    @exclusivity(unchecked) private var builder: BuildOwner?
    /// How many threads sleep on `condition`. Guarded by `lock`.
    @exclusivity(unchecked) private var sleepers = 0
    /// The tasks suspended until the build ends, by ticket number. Guarded by `lock`.
    @exclusivity(unchecked) private var suspended: [Int: SuspendedTask] = [:]
    @exclusivity(unchecked) private var nextTicket = 0
    /// Who builds the cell and its key, while a build runs, for ``BuildWaits``' walk. Guarded by ``BuildWaits``' lock.
    @exclusivity(unchecked) final var claim: BuildWaits.Claim?

    /// A gate guarded by `lock`, the lock of the cell it belongs to.
    package init(lock: Lock) {
        self.lock = lock
    }

    /// The locks ``SingletonCell``s take turns with, so a cell makes none: such a cell's lock is held only for a few
    /// loads and stores of its own, never while a factory or other code of the user's runs, and never while another
    /// lock is taken but ``BuildWaits``', so cells that share one at most wait a moment for each other. (A
    /// ``LockedCell`` reads a clock under its lock, so it keeps a lock of its own.)
    private static let cellLocks: [Lock] = (0..<64).map { _ in Lock() }
    private static let cellLocksHandedOut = AtomicCounter()

    /// A lock for a new ``SingletonCell``, from ``cellLocks`` in turn.
    @usableFromInline
    static func cellLock() -> Lock {
        cellLocks[cellLocksHandedOut.increment() & (cellLocks.count - 1)]
    }

    /// Claims the build for `owner`, or sleeps once until the current build ends.
    ///
    /// Call with `lock` held while the cell has no value. Returns `true` when `owner` now builds the cell, `false`
    /// after a wait (look for the value again). `lock` is held on return and released on a throw (a cycle across
    /// threads or tasks, or a wait past ``ResolutionLimits/buildWaitTimeout``).
    package final func claimOrWait(
        owner: BuildOwner,
        key: DependencyKey,
        location: SourceLocation,
        wait: inout Wait
    ) throws -> Bool {
        guard let current = builder else {
            claim(for: owner, key: key)
            return true
        }
        if current === owner {
            // Only reachable by a build that re-enters without a resolution frame: waiting would never end.
            lock.unlock()
            throw DIError.circularDependency(cycle: [key, key], location: location)
        }
        try startWaiting(owner, key: key, location: location)
        if wait.deadline == 0 {
            wait.started = Condition.now()
            wait.deadline = wait.started + ResolutionLimits.buildWaitNanoseconds
        }
        sleepers += 1
        let sleepingOn: Condition
        if let condition {
            sleepingOn = condition
        } else {
            sleepingOn = Condition()
            condition = sleepingOn
        }
        let inTime = sleepingOn.wait(releasing: lock, untilNanoseconds: wait.deadline)
        sleepers -= 1
        BuildWaits.stopWaiting(owner)
        guard !inTime, builder != nil else { return false }
        let error = timedOut(key, since: wait.started, path: ResolutionPath.current, location: location)
        lock.unlock()
        throw error
    }

    /// Claims the build for the awaited resolution `frame`, or queues it to wait for the current build.
    ///
    /// Call with `lock` held while the cell has no value. On `.claimed` the lock is still held; on `.enqueued`, and
    /// on a throw (a cycle across threads or tasks), it is released.
    package final func claimOrEnqueue(
        frame: AsyncResolutionFrame,
        key: DependencyKey,
        location: SourceLocation
    ) throws -> Claim {
        guard builder != nil else {
            claim(for: frame.owner, key: key)
            return .claimed
        }
        let owner = frame.waitingOwner
        try startWaiting(owner, key: key, location: location)
        let number = nextTicket
        nextTicket += 1
        suspended[number] = SuspendedTask()
        lock.unlock()
        return .enqueued(Ticket(number: number, owner: owner, started: Condition.now()))
    }

    /// Suspends until the build the ticket waits for ends, then returns: the caller looks for the value again.
    ///
    /// Throws `DI011` after ``ResolutionLimits/buildWaitTimeout`` and `CancellationError` if the task is cancelled.
    package final nonisolated(nonsending) func wait(
        _ ticket: Ticket,
        key: DependencyKey,
        location: SourceLocation
    ) async throws {
        let timer = Task.detached { [weak self] in
            let nanoseconds = UInt64(max(0, ResolutionLimits.buildWaitNanoseconds))
            try await Task.sleep(nanoseconds: nanoseconds)
            self?.finish(ticket.number, with: .timedOut)
        }
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                lock.withLock {
                    if let early = suspended[ticket.number]?.early {
                        suspended[ticket.number] = nil
                        continuation.resume(returning: early)
                    } else {
                        suspended[ticket.number]?.continuation = continuation
                    }
                }
            }
        } onCancel: {
            finish(ticket.number, with: .cancelled)
        }
        timer.cancel()
        BuildWaits.stopWaiting(ticket.owner)
        switch outcome {
        case .buildEnded:
            return
        case .cancelled:
            throw CancellationError()
        case .timedOut:
            throw lock.withLock {
                timedOut(key, since: ticket.started, path: AsyncResolution.currentPath, location: location)
            }
        }
    }

    /// `DI011` for a wait for `key` that began at `started`, naming what the builder builds. Call with `lock` held.
    private func timedOut(_ key: DependencyKey, since started: Int, path: [DependencyKey], location: SourceLocation)
        -> DIError
    {
        DIError.buildWaitTimedOut(
            key, waited: .nanoseconds(Condition.now() - started),
            ownerPath: builder.map(BuildWaits.buildPath(of:)) ?? [], path: path, location: location)
    }

    /// Ends `owner`'s build, whatever its outcome, and wakes every waiter. Call with `lock` held.
    package final func end(_ owner: BuildOwner) {
        builder = nil
        BuildWaits.ended(self, owner: owner)
        if sleepers > 0 {
            condition?.broadcast()
        }
        if !suspended.isEmpty {
            for number in Array(suspended.keys) {
                resume(number, with: .buildEnded)
            }
        }
    }

    /// Ends the build if `owner` still runs it (the owner's thread stopped without finishing).
    package final func abandon(by owner: BuildOwner) {
        lock.lock()
        defer { lock.unlock() }
        if builder === owner {
            end(owner)
        }
    }

    private func claim(for owner: BuildOwner, key: DependencyKey) {
        builder = owner
        BuildWaits.began(self, owner: owner, key: key)
    }

    /// Records the wait in ``BuildWaits``; on a cycle, releases `lock` and throws it.
    private func startWaiting(_ owner: BuildOwner, key: DependencyKey, location: SourceLocation) throws {
        do {
            try BuildWaits.startWaiting(owner, for: self, key: key, location: location)
        } catch {
            lock.unlock()
            throw error
        }
    }

    private func finish(_ number: Int, with outcome: Outcome) {
        lock.withLock { resume(number, with: outcome) }
    }

    /// Resumes suspended task `number` with `outcome`, or records it if the task has not suspended yet.
    /// Call with `lock` held.
    private func resume(_ number: Int, with outcome: Outcome) {
        guard var task = suspended[number] else { return }
        if let continuation = task.continuation {
            suspended[number] = nil
            continuation.resume(returning: outcome)
        } else if task.early == nil {
            task.early = outcome
            suspended[number] = task
        }
    }
}
