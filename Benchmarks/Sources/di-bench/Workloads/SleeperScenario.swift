/// The shapes of issue 38's virtual-time rows, each written once for every clock.
///
/// Every shape starts its sleeping tasks in the run's ``SleeperPool``, waits for them to sleep the way a test
/// does, moves the clock, then waits for the tasks to finish their loops, boundedly: a task a clock never wakes
/// is counted lost, not awaited.
enum SleeperScenario {
    /// A shape, run on a new clock.
    typealias Shape =
        @Sendable (_ clock: any VirtualClockDriver, _ size: ScenarioSize, _ sleepers: SleeperPool)
        async -> Void

    /// Every shape with its group, in display order.
    static let shapes: [(group: WorkloadGroup, run: Shape)] = [
        (.sleeperAdvancedEachSecond, advanceEachSecond),
        (.sleeperAdvancedAtOnce, advanceAtOnce),
        (.sleepersWokenTogether, wakeTogether),
        (.sleeperRun, runThrough),
    ]

    /// One task sleeping 1 s in a loop of 1,000; the test advances 1 s 1,000 times.
    static func advanceEachSecond(_ clock: any VirtualClockDriver, _ size: ScenarioSize, _ sleepers: SleeperPool)
        async
    {
        let sleeps = size.count(1_000)
        sleepers.start(1, sleepsEach: sleeps) { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers(1, startedIn: sleepers)
        for _ in 0..<sleeps { await clock.advance(by: .seconds(1)) }
        await sleepers.waitForLoops()
    }

    /// One task sleeping 1 s in a loop of 1,000; the test advances 1,000 s at once.
    static func advanceAtOnce(_ clock: any VirtualClockDriver, _ size: ScenarioSize, _ sleepers: SleeperPool) async {
        let sleeps = size.count(1_000)
        sleepers.start(1, sleepsEach: sleeps) { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers(1, startedIn: sleepers)
        await clock.advance(by: .seconds(sleeps))
        await sleepers.waitForLoops()
    }

    /// 100 tasks each sleeping 1 s once; the test advances 1 s once.
    static func wakeTogether(_ clock: any VirtualClockDriver, _ size: ScenarioSize, _ sleepers: SleeperPool) async {
        let tasks = size.count(100)
        sleepers.start(tasks, sleepsEach: 1) { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers(tasks, startedIn: sleepers)
        await clock.advance(by: .seconds(1))
        await sleepers.waitForLoops()
    }

    /// One task sleeping 1 s in a loop of 1,000; the test calls `run()` once.
    static func runThrough(_ clock: any VirtualClockDriver, _ size: ScenarioSize, _ sleepers: SleeperPool) async {
        sleepers.start(1, sleepsEach: size.count(1_000)) { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers(1, startedIn: sleepers)
        await clock.run()
        await sleepers.waitForLoops()
    }

    /// One workload per shape: `label` driving a new clock from `makeClock` in each run.
    static func workloads(
        _ label: String,
        _ contender: Contender,
        clock makeClock: @escaping @Sendable () -> any VirtualClockDriver
    ) -> [Workload] {
        shapes.map { shape in
            Workload(
                shape.group, label, contender,
                body: .scenario { size, sleepers in await shape.run(makeClock(), size, sleepers) })
        }
    }
}
