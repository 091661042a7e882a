import Foundation

/// Renders a ``Comparison`` as a terminal table, a Markdown table or JSON, with the reason for every non-✓ cell.
///
/// ```swift
/// print(MatrixRenderer.text(comparison))
/// try MatrixRenderer.markdown(comparison).write(toFile: "matrix.md", atomically: true, encoding: .utf8)
/// ```
public enum MatrixRenderer {
    /// The terminal form: matrix, notes, timings, recommendations.
    public static func text(_ comparison: Comparison) -> String {
        var output = table(matrixRows(comparison), markdown: false)
        let notes = self.notes(comparison)
        if !notes.isEmpty {
            output += "\nNotes:\n" + notes.map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        if let timings = timingRows(comparison) {
            output += "\n" + table(timings, markdown: false)
            output += "(\(Format.buildConfiguration); median of 5 repetitions, measured in this run)\n"
        }
        let recommendations = Recommendations.lines(for: comparison)
        if !recommendations.isEmpty {
            output += "\nRecommendations:\n" + recommendations.map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        return output
    }

    /// The Markdown form: the matrix, its notes, the timings if measured, and the recommendations.
    public static func markdown(_ comparison: Comparison) -> String {
        var output = table(matrixRows(comparison), markdown: true)
        let notes = self.notes(comparison)
        if !notes.isEmpty {
            output += "\n" + notes.map { "- " + $0 }.joined(separator: "\n") + "\n"
        }
        if let timings = timingRows(comparison) {
            output += "\n" + table(timings, markdown: true)
            output += "\n(\(Format.buildConfiguration); median of 5 repetitions, measured in the same run)\n"
        }
        let recommendations = Recommendations.lines(for: comparison)
        if !recommendations.isEmpty {
            output += "\nDerived from this matrix:\n\n" + recommendations.map { "- " + $0 }.joined(separator: "\n")
            output += "\n"
        }
        return output
    }

    /// The header row and one row of symbols per scenario.
    static func matrixRows(_ comparison: Comparison) -> [[String]] {
        let header = ["Scenario"] + comparison.styles
        let rows = comparison.scenarios.map { scenario in
            [scenario.title] + comparison.styles.map { comparison.outcome(scenario.id, $0)?.symbol ?? "?" }
        }
        return [header] + rows
    }

    /// One line per cell that needs words: every non-✓ cell (an observed one included), and every cell of a
    /// row that shows details.
    static func notes(_ comparison: Comparison) -> [String] {
        comparison.cells.compactMap { cell in
            let text: String
            switch cell.outcome {
            case .passes(let detail) where cell.scenario.showsDetails: text = detail
            case .passes: return nil
            case .compileTime(let reason), .notSupported(let reason), .failed(let reason), .observed(_, let reason):
                text = reason
            }
            return "\(cell.style), \(rowLabel(cell.scenario)) (\(cell.outcome.symbol)): \(text)"
        }
    }

    /// `scenario 12` for a numbered title, else the scenario's id.
    static func rowLabel(_ scenario: any ConformanceScenario) -> String {
        let number = scenario.title.prefix { $0.isNumber }
        if !number.isEmpty, scenario.title.dropFirst(number.count).hasPrefix(".") {
            return "scenario \(number)"
        }
        return "scenario \"\(scenario.id)\""
    }

    private static func timingRows(_ comparison: Comparison) -> [[String]]? {
        guard !comparison.timings.isEmpty, let baseline = comparison.baselineNanoseconds else { return nil }
        var rows = [
            ["Hand-out cost", "live", "× closure", "under override", "× closure"],
            ["plain closure (baseline)", Format.nanoseconds(baseline), "1.0×", "", ""],
        ]
        for timing in comparison.timings {
            rows.append([
                timing.style,
                timing.liveNanoseconds.map(Format.nanoseconds) ?? "n/a",
                timing.liveNanoseconds.map { Format.ratio($0 / baseline) } ?? "",
                timing.overriddenNanoseconds.map(Format.nanoseconds) ?? "n/a",
                timing.overriddenNanoseconds.map { Format.ratio($0 / baseline) } ?? "",
            ])
        }
        return rows
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

    /// `0.5 s`, `10 s`: whole seconds without a decimal point.
    static func seconds(_ value: Double) -> String {
        String(format: "%g s", value)
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
