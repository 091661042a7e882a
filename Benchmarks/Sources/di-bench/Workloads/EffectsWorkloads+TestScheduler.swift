import DIEffects
import Synchronization

/// DIEffects' `TestScheduler` firing one repeating timer, alone and with 1,000 one-shots pending after it.
extension EffectsWorkloads {
    static func testScheduler() -> [Workload] {
        let alone = TimerFixture(oneShotsPendingLater: 0)
        let crowded = TimerFixture(oneShotsPendingLater: 1_000)
        return [
            Workload(.timerFiring, "baseline: DIEffects TestScheduler, the timer alone", .baseline) { operations in
                alone.fire(operations)
            },
            Workload(.timerFiring, "DIEffects TestScheduler, 1,000 one-shots pending after the timer", .ditoolkit) {
                operations in crowded.fire(operations)
            },
        ]
    }
}

/// A `TestScheduler` with a timer repeating every second and one-shots due after any run's last advance.
private final class TimerFixture: Sendable {
    private let testScheduler = TestScheduler()
    private let firings = FiringCount()
    /// Kept so the timer's handle lives as long as the fixture.
    private let timer: ScheduledWork

    init(oneShotsPendingLater count: Int) {
        let firings = firings
        timer = testScheduler.scheduler.schedule(after: .seconds(1), interval: .seconds(1)) { firings.add() }
        // 2^40 s: later than every advance a run makes, so the one-shots stay pending.
        for index in 0..<count {
            testScheduler.scheduler.schedule(after: .seconds((1 << 40) + index)) {
                preconditionFailure("a one-shot pending later fell due: the fixture's deadlines are too early")
            }
        }
    }

    /// Advances 1 s `operations` times, firing the timer once per advance, and checks that it fired every time.
    func fire(_ operations: Int) {
        let before = firings.total
        for _ in 0..<operations { testScheduler.advance(by: .seconds(1)) }
        let fired = firings.total - before
        precondition(fired == operations, "the timer fired \(fired) times in \(operations) advances of its interval")
    }
}

/// How many times a timer fired.
private final class FiringCount: Sendable {
    private let count = Atomic<Int>(0)

    var total: Int {
        count.load(ordering: .relaxed)
    }

    func add() {
        count.add(1, ordering: .relaxed)
    }
}
