import Dispatch
import Foundation

/// How long and how often each workload runs.
struct RunSettings: Sendable {
    /// The wall time one repetition should take; the operation count is calibrated to reach it.
    let repetitionNanoseconds: Double
    /// How many timed repetitions (the calibration runs before them serve as warm-up).
    let repetitions: Int

    /// A full run: 10 ms repetitions, the minimum of 5 of them unless more were asked for.
    static func full(repetitions: Int) -> RunSettings {
        RunSettings(repetitionNanoseconds: 10_000_000, repetitions: max(repetitions, 5))
    }

    /// CI's smoke run: proves every workload runs and checks itself, in a few seconds; its times mean nothing.
    static let smoke = RunSettings(repetitionNanoseconds: 200_000, repetitions: 2)
}

/// Calibrates and times workloads.
///
/// The operation count starts at 1 and grows until one repetition takes at least
/// ``RunSettings/repetitionNanoseconds``; those calibration runs warm caches and lazy state up.
/// Then ``RunSettings/repetitions`` repetitions of that many operations are timed.
struct Runner: Sendable {
    let settings: RunSettings

    /// Measures one workload.
    func measure(_ workload: Workload) async -> Measurement {
        var operations = 1
        while true {
            let elapsed = await time(workload.body, operations: operations)
            if elapsed >= settings.repetitionNanoseconds || operations >= 1 << 40 { break }
            let growth = elapsed > 0 ? settings.repetitionNanoseconds / elapsed * 1.2 : 100
            operations = Int(Double(operations) * min(max(growth, 2), 100))
        }
        var perOperation: [Double] = []
        for _ in 0..<settings.repetitions {
            let elapsed = await time(workload.body, operations: operations)
            perOperation.append(elapsed / Double(operations * workload.body.threads))
        }
        return Measurement(
            workload: workload, operationsPerRepetition: operations, nanosecondsPerOperation: perOperation)
    }

    private func time(_ body: WorkloadBody, operations: Int) async -> Double {
        switch body {
        case .loop(let run):
            let start = ContinuousClock.now
            run(operations)
            return start.duration(to: .now).nanoseconds
        case .parallel(let threads, let run):
            return Self.timeOnThreads(threads, operations: operations, run)
        case .async(let run):
            let start = ContinuousClock.now
            await run(operations)
            return start.duration(to: .now).nanoseconds
        }
    }

    /// Starts `count` threads, releases them together, and times until the last one finishes.
    private static func timeOnThreads(
        _ count: Int,
        operations: Int,
        _ run: @escaping @Sendable (Int) -> Void
    ) -> Double {
        let ready = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<count {
            Thread {
                ready.signal()
                go.wait()
                run(operations)
                finished.signal()
            }.start()
        }
        for _ in 0..<count { ready.wait() }
        let start = ContinuousClock.now
        for _ in 0..<count { go.signal() }
        for _ in 0..<count { finished.wait() }
        return start.duration(to: .now).nanoseconds
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
