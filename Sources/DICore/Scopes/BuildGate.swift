/// The "being built" state of a cell: who builds it, and the condition its waiters sleep on.
///
/// A cell is *absent*, *building* (by one ``BuildOwner``) or *built*. The gate
/// keeps the middle state; the cell keeps its value. Both live under the
/// cell's own lock, and no lock is held while the factory runs: a second
/// thread that needs the value sleeps on the gate's ``Condition`` and looks
/// again when the build ends. A build that fails, throws, or is abandoned
/// (its thread was ended by a captured trap) returns the cell to absent, and
/// one of the woken waiters builds it instead.
///
/// A wait is bounded by ``ResolutionLimits/buildWaitTimeout`` and checked for
/// cross-thread cycles by ``BuildWaits``; either ends it with a `DIError`.
///
/// ```swift
/// lock.lock()
/// while !isBuilt {
///     if try gate.claimOrWait(owner: owner, key: key, location: location, wait: &wait) { break }
/// }
/// ```
package final class BuildGate: AbandonableBuild, @unchecked Sendable {
    /// When a thread started waiting, and when it gives up.
    package struct Wait {
        var started = 0
        var deadline = 0

        package init() {}
    }

    let lock: Lock
    private let condition = Condition()
    /// The owner of the build in progress, or `nil`. Guarded by `lock`.
    private var builder: BuildOwner?
    /// How many threads sleep on `condition`. Guarded by `lock`.
    private var waiters = 0

    /// A gate guarded by `lock`, the lock of the cell it belongs to.
    package init(lock: Lock) {
        self.lock = lock
    }

    /// Claims the build for `owner`, or waits once for the current builder.
    ///
    /// Call with `lock` held while the cell has no value. Returns `true` when
    /// `owner` now builds the cell, `false` after a wait (the build ended, or a
    /// spurious wake-up): the caller looks for its value again. `lock` is held on
    /// return and released on a throw: a cross-thread cycle
    /// (``DIError/Code-swift.enum/circularDependency``) or a wait longer than
    /// ``ResolutionLimits/buildWaitTimeout`` (``DIError/Code-swift.enum/buildWaitTimedOut``).
    package func claimOrWait(
        owner: BuildOwner,
        key: DependencyKey,
        location: SourceLocation,
        wait: inout Wait
    ) throws -> Bool {
        guard let current = builder else {
            builder = owner
            BuildWaits.began(self, owner: owner, key: key)
            return true
        }
        if current === owner {
            // Only reachable by a build that re-enters without a resolution frame: waiting would never end.
            lock.unlock()
            throw DIError.circularDependency(cycle: [key, key], location: location)
        }
        do {
            try BuildWaits.startWaiting(owner, for: self, key: key, location: location)
        } catch {
            lock.unlock()
            throw error
        }
        if wait.deadline == 0 {
            wait.started = Condition.now()
            wait.deadline = wait.started + ResolutionLimits.buildWaitNanoseconds
        }
        waiters += 1
        let inTime = condition.wait(releasing: lock, untilNanoseconds: wait.deadline)
        waiters -= 1
        BuildWaits.stopWaiting(owner)
        guard !inTime, let stillBuilding = builder else { return false }
        lock.unlock()
        throw DIError.buildWaitTimedOut(
            key, waited: .nanoseconds(Condition.now() - wait.started),
            ownerPath: BuildWaits.buildPath(of: stillBuilding), path: ResolutionStack.currentPath,
            location: location)
    }

    /// Ends `owner`'s build, whatever its outcome, and wakes the waiters. Call with `lock` held.
    package func end(_ owner: BuildOwner) {
        builder = nil
        BuildWaits.ended(self, owner: owner)
        if waiters > 0 {
            condition.broadcast()
        }
    }

    /// Ends the build if `owner` still runs it (the owner's thread stopped without finishing).
    package func abandon(by owner: BuildOwner) {
        lock.lock()
        defer { lock.unlock() }
        if builder === owner {
            end(owner)
        }
    }
}
