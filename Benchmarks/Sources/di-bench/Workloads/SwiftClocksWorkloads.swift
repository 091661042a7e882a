import Clocks
import ConcurrencyExtras

/// swift-clocks 1.1.1's `TestClock` in the virtual-time scenarios: alone, and under swift-concurrency-extras 1.4.3's
/// `withMainSerialExecutor`, the way its documentation tests code with several tasks, which is the baseline.
enum SwiftClocksWorkloads {
    static func make() -> [Workload] {
        let serial = SleeperScenario.shapes.map { shape in
            Workload(
                shape.group, "baseline: swift-clocks TestClock under withMainSerialExecutor", .baseline,
                body: .scenario { size, sleepers in
                    await GlobalEnqueueHook.preserving {
                        await withMainSerialExecutor { await shape.run(TestClockDriver(), size, sleepers) }
                    }
                })
        }
        return serial + SleeperScenario.workloads("swift-clocks TestClock", .peer) { TestClockDriver() }
    }
}

/// swift-clocks' `TestClock` through its public API.
///
/// It cannot tell how many sleepers it holds, so a test waits for the sleeping tasks to have called `sleep`
/// (boundedly) and relies on `advance`'s own yields for the rest: a sleeper that registers after an advance
/// has passed its deadline is lost, and the scenario counts it.
private struct TestClockDriver: VirtualClockDriver {
    let clock = TestClock<Duration>()

    func sleep(for duration: Duration) async throws {
        try await clock.sleep(for: duration)
    }

    func waitForSleepers(_ count: Int, startedIn sleepers: SleeperPool) async {
        await sleepers.waitForSleepCalls(count)
    }

    func advance(by duration: Duration) async {
        await clock.advance(by: duration)
    }

    func run() async {
        await clock.run()
    }
}
