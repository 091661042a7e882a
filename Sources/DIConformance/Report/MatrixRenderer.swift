import Foundation

/// Renders a ``Comparison`` as a terminal table, a Markdown table or JSON, with the reason for every non-✓ cell.
///
/// ```swift
/// print(MatrixRenderer.text(comparison, width: 100))
/// try MatrixRenderer.markdown(comparison).write(
///     toFile: "matrix.md", atomically: true, encoding: .utf8)
/// ```
public enum MatrixRenderer {
    /// The Markdown form: the matrix, its notes (each row's once), the timings if measured, and which style
    /// suits which app.
    public static func markdown(_ comparison: Comparison) -> String {
        var output = markdownTable(matrixRows(comparison))
        let notes = RowNotes.all(in: comparison)
        if !notes.isEmpty {
            output += "\n" + notes.map(markdownNote).joined(separator: "\n") + "\n"
        }
        if let timings = timingRows(comparison) {
            output += "\n" + markdownTable(timings) + "\n(\(timingCaption))\n"
        }
        let recommendations = Recommendations.lines(for: comparison)
        if !recommendations.isEmpty {
            output += "\nWhich style for which app, derived from this matrix:\n\n"
            output += recommendations.map { "- " + $0 }.joined(separator: "\n") + "\n"
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

    /// `scenario 12` for a numbered title, else the scenario's id.
    static func rowLabel(_ scenario: any ConformanceScenario) -> String {
        rowNumber(scenario).map { "scenario \($0)" } ?? "scenario \"\(scenario.id)\""
    }

    /// The number a title starts with (`12. a cycle…` is 12), if it has one.
    static func rowNumber(_ scenario: any ConformanceScenario) -> Int? {
        let number = scenario.title.prefix { $0.isNumber }
        guard !number.isEmpty, scenario.title.dropFirst(number.count).hasPrefix(".") else { return nil }
        return Int(number)
    }

    /// One list item per row, its title in bold, with each of its notes under it.
    private static func markdownNote(_ row: RowNotes) -> String {
        (["- **\(row.scenario.title)**"] + row.entries.map { "  - \($0.heading): \($0.text)" }).joined(separator: "\n")
    }

    /// The timing table's rows, labelled with what each style's hand-out does, or `nil` when nothing was measured.
    static func timingRows(_ comparison: Comparison) -> [[String]]? {
        guard !comparison.timings.isEmpty, let baseline = comparison.baselineNanoseconds else { return nil }
        var rows = [
            ["What is timed", "live", "× closure", "under override", "× closure"],
            ["no DI: a stored closure returning an existing greeter", Format.nanoseconds(baseline), "1.0×", "", ""],
        ]
        for timing in comparison.timings {
            rows.append([
                "\(timing.style): \(timing.handOut)",
                timing.liveNanoseconds.map(Format.nanoseconds) ?? "n/a",
                timing.liveNanoseconds.map { Format.ratio($0 / baseline) } ?? "",
                timing.overriddenNanoseconds.map(Format.nanoseconds) ?? "n/a",
                timing.overriddenNanoseconds.map { Format.ratio($0 / baseline) } ?? "",
            ])
        }
        return rows
    }

    static let timingCaption =
        "release build; median of 5 repetitions, measured in this run; di-bench in Benchmarks/ times more work"

    private static func markdownTable(_ rows: [[String]]) -> String {
        let widths = rows[0].indices.map { column in max(3, rows.map { $0[column].count }.max() ?? 0) }
        func line(_ row: [String]) -> String {
            let cells = row.enumerated().map { index, cell in
                cell + String(repeating: " ", count: widths[index] - cell.count)
            }
            return "| " + cells.joined(separator: " | ") + " |"
        }
        let rule = "| " + widths.map { String(repeating: "-", count: $0) }.joined(separator: " | ") + " |"
        return ([line(rows[0]), rule] + rows.dropFirst().map(line)).joined(separator: "\n") + "\n"
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

    /// Whether this code was compiled for release: only then are hand-out timings worth measuring.
    static var isReleaseBuild: Bool {
        #if DEBUG
            false
        #else
            true
        #endif
    }
}
