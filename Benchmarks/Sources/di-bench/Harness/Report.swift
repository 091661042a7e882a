import Foundation

/// Everything one run measured, with the same-run ratios; printed as a table or as JSON.
struct Report: Codable, Sendable {
    /// One workload's figures.
    struct Row: Codable, Sendable {
        let group: String
        let label: String
        let contender: Contender
        let threads: Int
        let operationsPerRepetition: Int
        let repetitions: Int
        let disturbedRepetitionsDiscarded: Int
        let disturbedRepetitionsKept: Int
        let medianNanoseconds: Double
        let minimumNanoseconds: Double
        let maximumNanoseconds: Double
        let ratioToBaseline: Double?
        let ratioToBestPeer: Double?
        /// The row's target against the baseline (its own, else its group's); only on DIToolkit rows.
        let targetVersusBaseline: Double?
        /// The row's target against the fastest peer: how many times faster it must run, if it has one.
        let targetSpeedupOverBestPeer: Double?
        /// The row's ceiling in nanoseconds, if it has one.
        let targetMaximumNanoseconds: Double?
        /// Whether both parts of the target are met (`nil`: no target, or nothing to compare with).
        let meetsTarget: Bool?
        /// A scenario's sleeping tasks over all its runs (absent for other rows, whose figures are ns/op; a
        /// scenario's are ns per run).
        let sleepersStarted: Int?
        /// A scenario's sleeping tasks that never finished their loops: the clock lost them.
        let sleepersLost: Int?

        /// The fastest peer's median ÷ this row's: how many times faster than the best peer the row runs.
        var speedupOverBestPeer: Double? {
            ratioToBestPeer.map { 1 / $0 }
        }
    }

    /// One derived figure (scaling, size independence, override cost) for one label.
    struct DerivedRow: Codable, Sendable {
        let title: String
        let label: String
        let contender: Contender
        let kind: Pairing.Kind
        let value: Double
        /// The same figure from each side's fastest repetition: on a shared, noisy machine the fastest
        /// repetitions are the ones that had the cores to themselves.
        let valueFromFastest: Double
        var target: Double
        var meetsTarget: Bool?
    }

    let date: String
    /// The commit, toolchain and machine measured, field by field.
    let provenance: RunProvenance
    let machine: String
    let build: String
    let loadAverage: String?
    let smoke: Bool
    let rows: [Row]
    let derived: [DerivedRow]

    init(measurements: [Measurement], machine: MachineDescription, provenance: RunProvenance, smoke: Bool) {
        date = ISO8601DateFormatter().string(from: Date())
        self.provenance = provenance
        self.machine = machine.summary
        build = machine.build
        loadAverage = machine.loadAverage
        self.smoke = smoke
        rows = measurements.map { measurement in
            let ratios = GroupRatios(of: measurement, among: measurements)
            return Row(
                group: measurement.workload.group.name, label: measurement.workload.label,
                contender: measurement.workload.contender, threads: measurement.workload.body.threads,
                operationsPerRepetition: measurement.operationsPerRepetition,
                repetitions: measurement.nanosecondsPerOperation.count,
                disturbedRepetitionsDiscarded: measurement.disturbedRepetitionsDiscarded,
                disturbedRepetitionsKept: measurement.disturbedRepetitionsKept,
                medianNanoseconds: measurement.median, minimumNanoseconds: measurement.minimum,
                maximumNanoseconds: measurement.maximum, ratioToBaseline: ratios.versusBaseline,
                ratioToBestPeer: ratios.versusBestPeer,
                targetVersusBaseline: measurement.workload.target?.versusBaseline,
                targetSpeedupOverBestPeer: measurement.workload.target?.speedupOverBestPeer,
                targetMaximumNanoseconds: measurement.workload.target?.maximumNanoseconds,
                meetsTarget: ratios.meetsTarget, sleepersStarted: measurement.sleepersStarted,
                sleepersLost: measurement.sleepersLost)
        }
        derived = Pairing.all.flatMap { pairing in
            let rows: [DerivedRow] = measurements.filter { $0.workload.group == pairing.numerator }.compactMap {
                numerator in
                let denominator = measurements.first {
                    $0.workload.group == pairing.denominator && $0.workload.label == numerator.workload.label
                }
                guard let denominator else { return nil }
                let value = pairing.value(numerator: numerator.median, denominator: denominator.median)
                let fastest = pairing.value(numerator: numerator.minimum, denominator: denominator.minimum)
                let isOurs = numerator.workload.contender == .ditoolkit
                return DerivedRow(
                    title: pairing.title, label: numerator.workload.label,
                    contender: numerator.workload.contender, kind: pairing.kind, value: value,
                    valueFromFastest: fastest,
                    target: pairing.target, meetsTarget: isOurs ? pairing.meetsTarget(value) : nil)
            }
            guard pairing.isRelativeToBaseline else { return rows }
            let baseline = rows.first { $0.contender == .baseline }?.value
            return rows.map { row in
                var row = row
                row.target = baseline ?? 0
                row.meetsTarget = row.contender == .ditoolkit ? baseline.map { row.value >= $0 } : nil
                return row
            }
        }
    }

    /// The report as pretty-printed JSON.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
