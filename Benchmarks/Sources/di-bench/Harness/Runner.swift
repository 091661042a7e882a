import Dispatch
import Foundation
import Synchronization

/// How long and how often each workload runs.
struct RunSettings: Sendable {
    /// The wall time one repetition should take; the operation count is calibrated to reach it.
    let repetitionNanoseconds: Double
    /// How many timed repetitions (the calibration runs before them serve as warm-up).
    let repetitions: Int
    /// The counts of the scenario workloads.
    let scenarioSize: ScenarioSize
    /// How many timed runs of a scenario workload, which is not calibrated.
    let scenarioRepetitions: Int
    /// Untimed runs of a scenario workload before its timed ones.
    let scenarioWarmUpRuns: Int

    /// A full run: 10 ms repetitions, the minimum of 5 of them unless more were asked for; as many runs
    /// of each scenario, after one to warm up.
    static func full(repetitions: Int) -> RunSettings {
        RunSettings(
            repetitionNanoseconds: 10_000_000, repetitions: max(repetitions, 5), scenarioSize: .full,
            scenarioRepetitions: max(repetitions, 5), scenarioWarmUpRuns: 1)
    }

    /// CI's smoke run: proves every workload runs and checks itself, in a few seconds; its times mean nothing.
    /// Each scenario runs once, small.
    static let smoke = RunSettings(
        repetitionNanoseconds: 200_000, repetitions: 2, scenarioSize: .smoke, scenarioRepetitions: 1,
        scenarioWarmUpRuns: 0)
}

/// Calibrates and times workloads.
///
/// The operation count starts at 1 and grows until one repetition takes at least
/// ``RunSettings/repetitionNanoseconds``; those calibration runs warm caches and lazy state up.
/// Then ``RunSettings/repetitions`` repetitions of that many operations are timed. A scenario workload is one
/// fixed piece of work and is timed run by run instead (``measureScenario(_:_:)``).
struct Runner: Sendable {
    let settings: RunSettings

    /// Measures one workload.
    ///
    /// A repetition during which the measuring threads did not run the whole time (CPU time under 90 % of
    /// wall time × threads: the machine gave the cores to someone else) is discarded and run again, up to
    /// five times the requested count; if still short, the least disturbed ones fill up and are counted.
    func measure(_ workload: Workload) async -> Measurement {
        if case .scenario(let run) = workload.body { return await measureScenario(workload, run) }
        let threads = workload.body.threads
        var operations = 1
        while true {
            let elapsed = await time(workload.body, operations: operations).wall
            if elapsed >= settings.repetitionNanoseconds || operations >= 1 << 40 { break }
            let growth = elapsed > 0 ? settings.repetitionNanoseconds / elapsed * 1.2 : 100
            operations = Int(Double(operations) * min(max(growth, 2), 100))
        }
        var undisturbed: [Double] = []
        var disturbed: [Timing] = []
        var attempts = 0
        while undisturbed.count < settings.repetitions && attempts < settings.repetitions * 5 {
            attempts += 1
            let timing = await time(workload.body, operations: operations)
            if timing.ranUndisturbed(threads: threads) {
                undisturbed.append(timing.wall / Double(operations * threads))
            } else {
                disturbed.append(timing)
            }
        }
        let fillers = disturbed.sorted { $0.shareOfCores(threads: threads) > $1.shareOfCores(threads: threads) }
            .prefix(settings.repetitions - undisturbed.count)
            .map { $0.wall / Double(operations * threads) }
        return Measurement(
            workload: workload, operationsPerRepetition: operations,
            nanosecondsPerOperation: undisturbed + fillers,
            disturbedRepetitionsDiscarded: disturbed.count - fillers.count,
            disturbedRepetitionsKept: fillers.count)
    }

    private func time(_ body: WorkloadBody, operations: Int) async -> Timing {
        switch body {
        case .loop(let run):
            let start = ContinuousClock.now
            let cpuStart = Timing.threadCPUNanoseconds()
            run(operations)
            let cpu = Timing.threadCPUNanoseconds() - cpuStart
            return Timing(wall: start.duration(to: .now).nanoseconds, cpu: cpu)
        case .parallel(let threads, let run):
            return Self.timeOnThreads(threads, operations: operations, run)
        case .async(let run):
            let start = ContinuousClock.now
            await run(operations)
            return Timing(wall: start.duration(to: .now).nanoseconds, cpu: nil)
        case .scenario(let run):
            return Timing(wall: await runScenario(run).nanoseconds, cpu: nil)
        }
    }

    /// Starts `count` threads, releases them together, and times until the last one finishes.
    private static func timeOnThreads(
        _ count: Int,
        operations: Int,
        _ run: @escaping @Sendable (Int) -> Void
    ) -> Timing {
        let ready = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let cpuTotal = Atomic<Int>(0)
        for _ in 0..<count {
            Thread {
                ready.signal()
                go.wait()
                let cpuStart = Timing.threadCPUNanoseconds()
                run(operations)
                cpuTotal.add(Int(Timing.threadCPUNanoseconds() - cpuStart), ordering: .relaxed)
                finished.signal()
            }.start()
        }
        for _ in 0..<count { ready.wait() }
        let start = ContinuousClock.now
        for _ in 0..<count { go.signal() }
        for _ in 0..<count { finished.wait() }
        let wall = start.duration(to: .now).nanoseconds
        return Timing(wall: wall, cpu: Double(cpuTotal.load(ordering: .relaxed)))
    }
}

/// One repetition's wall time and the CPU time its measuring threads got.
private struct Timing {
    let wall: Double
    /// `nil` for async workloads, whose tasks run on threads the harness does not own.
    let cpu: Double?

    /// How much of `threads` cores the repetition had, from 0 to 1 (1 when unknown).
    func shareOfCores(threads: Int) -> Double {
        guard let cpu, wall > 0 else { return 1 }
        return cpu / (wall * Double(threads))
    }

    /// Whether every measuring thread ran for at least 90 % of the wall time.
    func ranUndisturbed(threads: Int) -> Bool {
        shareOfCores(threads: threads) >= 0.9
    }

    /// CPU time consumed by the calling thread.
    static func threadCPUNanoseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e9 + Double(now.tv_nsec)
    }
}

extension WorkloadBody {
    /// How many threads run the operations at once.
    var threads: Int {
        if case .parallel(let threads, _) = self { return threads }
        return 1
    }
}

extension Duration {
    /// The duration in nanoseconds.
    var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}
