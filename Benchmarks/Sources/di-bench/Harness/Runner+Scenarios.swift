import Foundation

extension Runner {
    /// The real time one scenario run may take; after it, the run's unfinished sleepers are counted lost and the
    /// run is left behind.
    static let scenarioLimit = Duration.seconds(60)

    /// Times a scenario workload: untimed warm-up runs, then ``RunSettings/scenarioRepetitions`` timed runs,
    /// each with a new pool of sleepers; no calibration, and no run is discarded.
    func measureScenario(
        _ workload: Workload,
        _ run: @escaping @Sendable (ScenarioSize, SleeperPool) async -> Void
    ) async -> Measurement {
        for _ in 0..<settings.scenarioWarmUpRuns { _ = await runScenario(run) }
        var runs: [ScenarioRun] = []
        for _ in 0..<settings.scenarioRepetitions { runs.append(await runScenario(run)) }
        let abandoned = runs.count { !$0.finishedInTime }
        if abandoned > 0 {
            FileHandle.standardError.write(
                Data(
                    """
                    di-bench: \(abandoned) run(s) of "\(workload.name)" did not end within \
                    \(Self.scenarioLimit); each counts its unfinished sleepers as lost and \(Self.scenarioLimit) \
                    as its time. A virtual clock's advance, run or wait for sleepers never returned: run the \
                    scenario alone with --filter to see which.

                    """.utf8))
        }
        return Measurement(
            workload: workload, operationsPerRepetition: 1, nanosecondsPerOperation: runs.map(\.nanoseconds),
            disturbedRepetitionsDiscarded: 0, disturbedRepetitionsKept: 0,
            sleepersStarted: runs.reduce(0) { $0 + $1.sleepersStarted },
            sleepersLost: runs.reduce(0) { $0 + $1.sleepersLost })
    }

    /// Runs a scenario once with a new pool of sleepers, then cancels the sleepers that did not finish.
    func runScenario(_ run: @escaping @Sendable (ScenarioSize, SleeperPool) async -> Void) async -> ScenarioRun {
        let sleepers = SleeperPool()
        let size = settings.scenarioSize
        let hook = GlobalEnqueueHook.current
        let elapsed = await result(within: Self.scenarioLimit) {
            let start = ContinuousClock.now
            await run(size, sleepers)
            return start.duration(to: .now)
        }
        let lost = sleepers.unfinished
        sleepers.cancelUnfinished()
        // A run left behind under `withMainSerialExecutor` still has its hook set, which would send every later
        // row's jobs to the main thread; DIEffects' virtual time installs its own again when it next moves.
        if elapsed == nil { GlobalEnqueueHook.current = hook }
        return ScenarioRun(
            nanoseconds: (elapsed ?? Self.scenarioLimit).nanoseconds, sleepersStarted: sleepers.started,
            sleepersLost: lost, finishedInTime: elapsed != nil)
    }
}

/// One timed run of a scenario.
struct ScenarioRun: Sendable {
    /// Wall time of the run (the limit, for a run that did not end within it).
    let nanoseconds: Double
    let sleepersStarted: Int
    /// Sleeping tasks that had not finished their loops when the run ended.
    let sleepersLost: Int
    /// Whether the run ended within ``Runner/scenarioLimit``.
    let finishedInTime: Bool
}
