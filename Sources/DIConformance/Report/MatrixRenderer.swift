import Foundation

/// Renders a ``Comparison`` as a terminal table or a Markdown table, with the reason for every non-✓ cell.
///
/// ```swift
/// print(MatrixRenderer.text(comparison))
/// try MatrixRenderer.markdown(comparison).write(toFile: "matrix.md", atomically: true, encoding: .utf8)
/// ```
public enum MatrixRenderer {
    /// The terminal form: matrix, notes, timings, recommendations.
    public static func text(_ comparison: Comparison) -> String {
        var header = ["Scenario"] + comparison.styles
        var rows = comparison.scenarios.map { scenario in
            [scenario.title] + comparison.styles.map { comparison.outcome(scenario, $0)?.symbol ?? "?" }
        }
        var output = table([header] + rows, markdown: false)
        let notes = self.notes(comparison)
        if !notes.isEmpty {
            output += "\nNotes:\n" + notes.map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        if !comparison.timings.isEmpty, let baseline = comparison.baselineNanoseconds {
            header = ["Hand-out cost", "live", "× closure", "under override", "× closure"]
            rows = [["plain closure (baseline)", Format.nanoseconds(baseline), "1.0×", "", ""]]
            for timing in comparison.timings {
                rows.append([
                    timing.style,
                    timing.liveNanoseconds.map(Format.nanoseconds) ?? "n/a",
                    timing.liveNanoseconds.map { Format.ratio($0 / baseline) } ?? "",
                    timing.overriddenNanoseconds.map(Format.nanoseconds) ?? "n/a",
                    timing.overriddenNanoseconds.map { Format.ratio($0 / baseline) } ?? "",
                ])
            }
            output += "\n" + table([header] + rows, markdown: false)
            output += "(\(Format.buildConfiguration); median of 5 repetitions, measured in this run)\n"
        }
        let recommendations = Recommendations.lines(for: comparison)
        if !recommendations.isEmpty {
            output += "\nRecommendations:\n" + recommendations.map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        return output
    }

    /// The Markdown form of the matrix and its notes (used by the documentation site).
    public static func markdown(_ comparison: Comparison) -> String {
        let header = ["Scenario"] + comparison.styles
        let rows = comparison.scenarios.map { scenario in
            [scenario.title] + comparison.styles.map { comparison.outcome(scenario, $0)?.symbol ?? "?" }
        }
        var output = table([header] + rows, markdown: true)
        let notes = self.notes(comparison)
        if !notes.isEmpty {
            output += "\n" + notes.map { "- " + $0 }.joined(separator: "\n") + "\n"
        }
        return output
    }

    private static func notes(_ comparison: Comparison) -> [String] {
        comparison.cells.compactMap { cell in
            guard let reason = cell.outcome.reason else { return nil }
            let number = cell.scenario.title.prefix { $0 != "." }
            return "\(cell.style), scenario \(number) (\(cell.outcome.symbol)): \(reason)"
        }
    }

    private static func table(_ rows: [[String]], markdown: Bool) -> String {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        func line(_ row: [String]) -> String {
            let cells = row.enumerated().map { index, cell in
                cell + String(repeating: " ", count: widths[index] - cell.count)
            }
            return markdown ? "| " + cells.joined(separator: " | ") + " |" : cells.joined(separator: "  ")
        }
        var lines = [line(rows[0])]
        if markdown {
            lines.append(
                "| " + widths.map { String(repeating: "-", count: max(3, $0)) }.joined(separator: " | ") + " |")
        } else {
            lines.append(widths.map { String(repeating: "─", count: $0) }.joined(separator: "  "))
        }
        lines += rows.dropFirst().map(line)
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Number formatting shared by the renderers.
enum Format {
    static func nanoseconds(_ value: Double) -> String {
        value < 10 ? String(format: "%.1f ns", value) : String(format: "%.0f ns", value)
    }

    static func ratio(_ value: Double) -> String {
        String(format: "%.1f×", value)
    }

    static var buildConfiguration: String {
        #if DEBUG
            "debug build — use `swift run -c release di-compare` for representative numbers"
        #else
            "release build"
        #endif
    }
}
