/// A scheduler with virtual time: work runs only when the test advances it, synchronously and in order.
///
/// `advance(by:)` runs every piece of work that falls due, in deadline order
/// (ties in the order it was scheduled), on the calling thread, before it
/// returns — including work scheduled "now" with `schedule(_:)`, work scheduled
/// by other work, and every firing of repeating timers. No wall-clock waiting.
///
/// ```swift
/// let testScheduler = TestScheduler()
/// var ticks = 0  // (use a lock-protected box in real code)
/// let timer = testScheduler.scheduler.schedule(after: .seconds(1), interval: .seconds(1)) { ticks += 1 }
/// testScheduler.advance(by: .seconds(3))  // ticks == 3
/// timer.cancel()
/// ```
public final class TestScheduler: Sendable {
    private struct Work {
        let sequence: UInt64
        let deadline: VirtualInstant
        let interval: Duration?
        let handle: ScheduledWork
        let action: @Sendable () -> Void
    }

    private struct State {
        var now = VirtualInstant.zero
        var pending: [Work] = []
        var lastSequence: UInt64 = 0

        mutating func enqueue(
            at deadline: VirtualInstant,
            interval: Duration?,
            handle: ScheduledWork,
            action: @escaping @Sendable () -> Void
        ) {
            lastSequence += 1
            pending.append(
                Work(sequence: lastSequence, deadline: deadline, interval: interval, handle: handle, action: action))
        }

        mutating func takeNext(upTo limit: VirtualInstant) -> Work? {
            pending.removeAll { $0.handle.isCancelled }
            let due = pending.indices.filter { pending[$0].deadline <= limit }
            guard let index = due.min(by: { Self.precedes(pending[$0], pending[$1]) }) else {
                now = Swift.max(now, limit)
                return nil
            }
            let work = pending.remove(at: index)
            now = Swift.max(now, work.deadline)
            if let interval = work.interval {
                enqueue(
                    at: work.deadline.advanced(by: interval), interval: interval, handle: work.handle,
                    action: work.action)
            }
            return work
        }

        private static func precedes(_ lhs: Work, _ rhs: Work) -> Bool {
            (lhs.deadline, lhs.sequence) < (rhs.deadline, rhs.sequence)
        }
    }

    private let state = Locked(State())

    /// A scheduler at ``VirtualInstant/zero`` with no work.
    ///
    /// ```swift
    /// let testScheduler = TestScheduler()
    /// ```
    public init() {}

    /// The current virtual time.
    ///
    /// ```swift
    /// #expect(testScheduler.now == .zero)
    /// ```
    public var now: VirtualInstant {
        state.withLock { $0.now }
    }

    /// How many pieces of work (one-shot or repeating) are waiting.
    ///
    /// ```swift
    /// #expect(testScheduler.pendingCount == 0)
    /// ```
    public var pendingCount: Int {
        state.withLock { state in
            state.pending.removeAll { $0.handle.isCancelled }
            return state.pending.count
        }
    }

    /// The scheduler to hand to the code under test.
    ///
    /// ```swift
    /// let model = SearchModel(scheduler: testScheduler.scheduler)
    /// ```
    public var scheduler: CallbackScheduler {
        CallbackScheduler(
            schedule: { action in
                self.state.withLock { state in
                    state.enqueue(at: state.now, interval: nil, handle: ScheduledWork(), action: action)
                }
            },
            scheduleAfter: { delay, interval, action in
                let handle = ScheduledWork()
                self.state.withLock { state in
                    state.enqueue(
                        at: state.now.advanced(by: Swift.max(delay, .zero)), interval: interval, handle: handle,
                        action: action)
                }
                return handle
            })
    }

    /// Moves virtual time forward by `duration`, running all work that falls due, in order.
    ///
    /// `advance(by: .zero)` runs the work scheduled for now.
    ///
    /// ```swift
    /// testScheduler.advance(by: .seconds(3))
    /// ```
    public func advance(by duration: Duration = .zero) {
        advance(to: now.advanced(by: duration))
    }

    /// Moves virtual time to `instant`, running all work that falls due, in order.
    ///
    /// ```swift
    /// testScheduler.advance(to: VirtualInstant(offset: .seconds(10)))
    /// ```
    public func advance(to instant: VirtualInstant) {
        while let work = state.withLock({ $0.takeNext(upTo: instant) }) {
            work.action()
        }
    }

    /// Runs all one-shot work, advancing time as far as the last of it; repeating timers fire along the way.
    ///
    /// Unlike a naive "run until idle", this returns even while repeating timers
    /// are still scheduled: they would never let the queue become empty.
    ///
    /// ```swift
    /// testScheduler.run()
    /// ```
    public func run() {
        while let deadline = state.withLock({ state in
            state.pending.filter { $0.interval == nil && !$0.handle.isCancelled }.map(\.deadline).min()
        }) {
            advance(to: deadline)
        }
    }

    /// Forgets all work and moves time back to ``VirtualInstant/zero``.
    ///
    /// ```swift
    /// testScheduler.reset()
    /// ```
    public func reset() {
        state.withLock { $0 = State() }
    }
}

extension TestScheduler: ResettableMock {}
