/// The "being built" state of an async cell: who builds it, and the tasks suspended until that build ends.
///
/// The async counterpart of ``BuildGate``, with the same states and the same
/// bookkeeping in ``BuildWaits``, but a task that needs the value while another
/// builds it *suspends* (a continuation) instead of sleeping on a condition, so
/// no thread of the cooperative pool is ever blocked. When the build ends,
/// finished, failed or cancelled, every waiter resumes and looks again: it
/// finds the value, or one of them builds it.
///
/// A wait is bounded by ``ResolutionLimits/buildWaitTimeout`` (`DI011`, naming
/// what the builder is building), ends with `CancellationError` if the waiting
/// task is cancelled, and is checked for cycles across tasks before it starts.
///
/// ```swift
/// lock.lock()
/// switch try gate.claimOrEnqueue(frame: frame, key: key, location: location) {
/// case .claimed: lock.unlock()  // build it, then lock and call gate.end(frame.owner)
/// case .enqueued(let ticket): try await gate.wait(ticket, key: key, location: location)  // then look again
/// }
/// ```
package final class AsyncBuildGate: AbandonableBuild, @unchecked Sendable {
    /// What ``claimOrEnqueue(frame:key:location:)`` decided.
    package enum Claim {
        /// The frame builds the cell now; the cell's lock is still held.
        case claimed
        /// Another build runs; the lock is released and the ticket is waited on with ``wait(_:key:location:)``.
        case enqueued(Ticket)
    }

    /// One task's place in the queue of waiters.
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

    private struct Waiter {
        var continuation: CheckedContinuation<Outcome, Never>?
        /// Set when the outcome came before the task suspended (the build ended in between).
        var early: Outcome?
    }

    private let lock: Lock
    /// The build in progress, or `nil`. Guarded by `lock`.
    private var builder: AsyncResolutionFrame?
    /// The tasks waiting for it, by ticket number. Guarded by `lock`.
    private var waiters: [Int: Waiter] = [:]
    private var nextTicket = 0

    /// A gate guarded by `lock`, the lock of the cell it belongs to.
    package init(lock: Lock) {
        self.lock = lock
    }

    /// Claims the build for `frame`, or queues a wait for the current builder.
    ///
    /// Call with `lock` held while the cell has no value. On `.claimed` the lock
    /// is still held; on `.enqueued`, and on a throw (a cycle across tasks,
    /// ``DIError/Code-swift.enum/circularDependency``), it is released.
    package func claimOrEnqueue(
        frame: AsyncResolutionFrame,
        key: DependencyKey,
        location: SourceLocation
    ) throws -> Claim {
        guard builder != nil else {
            builder = frame
            BuildWaits.began(self, owner: frame.owner, key: key)
            return .claimed
        }
        let owner = frame.waitingOwner
        do {
            try BuildWaits.startWaiting(owner, for: self, key: key, location: location)
        } catch {
            lock.unlock()
            throw error
        }
        let number = nextTicket
        nextTicket += 1
        waiters[number] = Waiter()
        lock.unlock()
        return .enqueued(Ticket(number: number, owner: owner, started: Condition.now()))
    }

    /// Suspends until the build the ticket waits for ends, then returns: the caller looks for the value again.
    ///
    /// Throws `DI011` after ``ResolutionLimits/buildWaitTimeout`` and `CancellationError` if the task is cancelled.
    package nonisolated(nonsending) func wait(
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
                    if let early = waiters[ticket.number]?.early {
                        waiters[ticket.number] = nil
                        continuation.resume(returning: early)
                    } else {
                        waiters[ticket.number]?.continuation = continuation
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
            let ownerPath = lock.withLock { builder?.path } ?? []
            throw DIError.buildWaitTimedOut(
                key, waited: .nanoseconds(Condition.now() - ticket.started), ownerPath: ownerPath,
                path: AsyncResolution.currentPath, location: location)
        }
    }

    /// Ends `owner`'s build, whatever its outcome, and resumes every waiter. Call with `lock` held.
    package func end(_ owner: BuildOwner) {
        builder = nil
        BuildWaits.ended(self, owner: owner)
        for number in Array(waiters.keys) {
            resume(number, with: .buildEnded)
        }
    }

    /// Ends the build if `owner` still runs it.
    package func abandon(by owner: BuildOwner) {
        lock.lock()
        defer { lock.unlock() }
        if builder?.owner === owner {
            end(owner)
        }
    }

    private func finish(_ number: Int, with outcome: Outcome) {
        lock.withLock { resume(number, with: outcome) }
    }

    /// Resumes waiter `number` with `outcome` (or records it, if the task has not suspended yet). Call with `lock` held.
    private func resume(_ number: Int, with outcome: Outcome) {
        guard var waiter = waiters[number] else { return }
        if let continuation = waiter.continuation {
            waiters[number] = nil
            continuation.resume(returning: outcome)
        } else if waiter.early == nil {
            waiter.early = outcome
            waiters[number] = waiter
        }
    }
}
