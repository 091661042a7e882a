import Foundation

extension Report {
    /// The report as a plain-text table: one block per group, then the derived figures.
    func table() -> String {
        var lines = [
            "DIToolkit benchmarks — \(date)",
            "Machine: \(machine); \(build); 1-minute load average at the end: \(loadAverage ?? "unknown")"
                + (smoke ? "; SMOKE RUN (times are not meaningful)" : ""),
            "ns/op = median of the repetitions (min–max); ratios are to the same run's medians.",
            "Derived figures are shown from the medians and from each side's fastest repetition.",
            "Repetitions whose threads lost their core to other work are discarded and rerun.",
            "",
        ]
        let labelWidth = max(44, rows.map(\.label.count).max() ?? 0)
        for group in groupsInOrder {
            let groupRows = rows.filter { $0.group == group }
            // A scenario's figure is the wall time of a whole run, in milliseconds, with its lost sleepers.
            let isScenario = groupRows.contains { $0.sleepersStarted != nil }
            let scale = isScenario ? 1e-6 : 1
            lines.append(group)
            lines.append(
                "  " + pad("workload", labelWidth) + pad(isScenario ? "ms/run" : "ns/op", 10, right: true) + "  "
                    + pad("min–max", 19) + pad("× baseline", 11, right: true) + pad("× best peer", 13, right: true)
                    + (isScenario ? pad("lost sleepers", 16, right: true) : ""))
            for row in groupRows {
                let verdict =
                    targetVerdict(row)
                    + (row.disturbedRepetitionsKept > 0
                        ? "  (noisy: \(row.disturbedRepetitionsKept) disturbed reps)" : "")
                let lost = row.sleepersLost.flatMap { lost in row.sleepersStarted.map { "\(lost) of \($0)" } }
                lines.append(
                    "  " + pad(row.label, labelWidth) + pad(format(row.medianNanoseconds * scale), 10, right: true)
                        + "  "
                        + pad("\(format(row.minimumNanoseconds * scale))–\(format(row.maximumNanoseconds * scale))", 19)
                        + pad(row.ratioToBaseline.map { format($0) + "×" } ?? "—", 11, right: true)
                        + pad(row.ratioToBestPeer.map { format($0) + "×" } ?? "—", 13, right: true)
                        + (isScenario ? pad(lost ?? "—", 16, right: true) : "") + verdict)
            }
            lines.append("")
        }
        for title in Pairing.all.map(\.title) {
            let derivedRows = derived.filter { $0.title == title }
            guard let first = derivedRows.first else { continue }
            let bound = first.kind == .speedup ? "≥" : "≤"
            let unit = first.kind == .addedNanoseconds ? " ns" : "×"
            let isRelative = Pairing.all.first { $0.title == title }?.isRelativeToBaseline ?? false
            let target = "\(bound) \(format(first.target))\(unit)" + (isRelative ? ", the baseline's own figure" : "")
            lines.append("\(title)  (target for DIToolkit: \(target))")
            lines.append(
                "  " + pad("workload", labelWidth) + pad("medians", 11, right: true)
                    + pad("fastest reps", 14, right: true))
            for row in derivedRows {
                let verdict = row.meetsTarget.map { $0 ? "  ok" : "  MISSES TARGET" } ?? ""
                lines.append(
                    "  " + pad(row.label, labelWidth) + pad(format(row.value) + unit, 11, right: true)
                        + pad(format(row.valueFromFastest) + unit, 14, right: true) + verdict)
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// `ok` or `MISSES TARGET` and the row's target, e.g. `  ok (≤ 1.50×; ≥ 30× faster than best peer: 41.2×)`
    /// or `  ok (≤ 10000 ns)`; empty for a row with no verdict.
    private func targetVerdict(_ row: Row) -> String {
        guard let meetsTarget = row.meetsTarget else { return "" }
        var parts: [String] = []
        if let ceiling = row.targetVersusBaseline {
            parts.append("≤ \(format(ceiling))×")
        }
        if let floor = row.targetSpeedupOverBestPeer, let speedup = row.speedupOverBestPeer {
            parts.append("≥ \(format(floor))× faster than best peer: \(format(speedup))×")
        }
        if let ceiling = row.targetMaximumNanoseconds {
            parts.append("≤ \(format(ceiling)) ns")
        }
        return (meetsTarget ? "  ok" : "  MISSES TARGET") + " (\(parts.joined(separator: "; ")))"
    }

    private var groupsInOrder: [String] {
        var seen = Set<String>()
        return rows.map(\.group).filter { seen.insert($0).inserted }
    }

    private func format(_ value: Double) -> String {
        switch abs(value) {
        case ..<10: String(format: "%.2f", value)
        case ..<1000: String(format: "%.1f", value)
        default: String(format: "%.0f", value)
        }
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
