/// The timings of one workload: ns per operation for each repetition, and their statistics.
struct Measurement: Sendable {
    let workload: Workload
    /// Operations per repetition, calibrated so one repetition takes about the requested time.
    let operationsPerRepetition: Int
    /// ns/op of each repetition, in the order they ran.
    let nanosecondsPerOperation: [Double]
    /// Repetitions thrown away because other work took the cores (see ``Runner/measure(_:)``).
    let disturbedRepetitionsDiscarded: Int
    /// Disturbed repetitions kept because too few undisturbed ones could be had; such figures are inflated.
    let disturbedRepetitionsKept: Int
    /// A scenario's sleeping tasks, over all its timed runs (`nil` for other workloads).
    var sleepersStarted: Int? = nil
    /// A scenario's sleeping tasks that never finished their loops, over all its timed runs.
    var sleepersLost: Int? = nil

    /// The median of the repetitions (the figure every ratio uses).
    var median: Double {
        let sorted = nanosecondsPerOperation.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The fastest repetition.
    var minimum: Double {
        nanosecondsPerOperation.min() ?? .nan
    }

    /// The slowest repetition.
    var maximum: Double {
        nanosecondsPerOperation.max() ?? .nan
    }
}

/// The ratios of one measurement within its group.
struct GroupRatios: Sendable {
    /// Median ÷ the group baseline's median (`nil` when the group has no baseline).
    let versusBaseline: Double?
    /// Median ÷ the fastest peer's median (`nil` when the group has no peer).
    let versusBestPeer: Double?
    /// For rows with a target: whether it is met (`nil` when the group lacks the baseline or peer it needs).
    let meetsTarget: Bool?

    /// Ratios of `measurement` among all `measurements` (which include its group's baseline and peers).
    init(of measurement: Measurement, among measurements: [Measurement]) {
        let group = measurement.workload.group
        let siblings = measurements.filter { $0.workload.group == group }
        let baseline = siblings.first { $0.workload.contender == .baseline }
        let bestPeer = siblings.filter { $0.workload.contender == .peer }.map(\.median).min()
        let versusBaseline = baseline.map { measurement.median / $0.median }
        let versusBestPeer = bestPeer.map { measurement.median / $0 }
        self.versusBaseline = versusBaseline
        self.versusBestPeer = versusBestPeer
        meetsTarget = measurement.workload.target.flatMap { target in
            target.isMet(versusBaseline: versusBaseline, versusBestPeer: versusBestPeer, median: measurement.median)
        }
    }
}
