import DIEffects
import Testing

/// Work due at one instant runs in the order it was scheduled, whether it is a first run or a repeat.
@Suite("Test scheduler: work due at the same instant")
struct SchedulerOrderTests {
    /// combine-schedulers' `testInterleavingTimers`: a 2 s and a 3 s timer, stepped one second at a time.
    @Test("repeating timers due together fire in the order they were scheduled, stepped a second at a time")
    func interleavingTimersStepped() {
        let testScheduler = TestScheduler()
        let output = Recorder<Int>()
        let every2 = testScheduler.scheduler.schedule(after: .seconds(2), interval: .seconds(2)) { output.append(1) }
        let every3 = testScheduler.scheduler.schedule(after: .seconds(3), interval: .seconds(3)) { output.append(2) }
        let expected: [[Int]] = [[], [1], [1, 2], [1, 2, 1], [1, 2, 1], [1, 2, 1, 1, 2]]
        for (second, values) in expected.enumerated() {
            testScheduler.advance(by: .seconds(1))
            #expect(output.values == values, "after \(second + 1) s")
        }
        every2.cancel()
        every3.cancel()
    }

    @Test("repeating timers due together fire in the order they were scheduled, in one advance")
    func interleavingTimersAtOnce() {
        let testScheduler = TestScheduler()
        let output = Recorder<Int>()
        testScheduler.scheduler.schedule(after: .seconds(2), interval: .seconds(2)) { output.append(1) }
        testScheduler.scheduler.schedule(after: .seconds(3), interval: .seconds(3)) { output.append(2) }
        testScheduler.advance(by: .seconds(6))
        #expect(output.values == [1, 2, 1, 1, 2])
    }

    /// combine-schedulers' `testTwoIntervalOrdering`: timers started together keep their order at every tie.
    @Test("timers started at the same instant keep their order at every tie")
    func twoIntervalOrdering() {
        let testScheduler = TestScheduler()
        let output = Recorder<Int>()
        testScheduler.scheduler.schedule(after: .zero, interval: .seconds(2)) { output.append(1) }
        testScheduler.scheduler.schedule(after: .zero, interval: .seconds(1)) { output.append(42) }
        testScheduler.advance()
        #expect(output.values == [1, 42])
        testScheduler.advance(by: .seconds(2))
        #expect(output.values == [1, 42, 42, 1, 42])
    }
}
