import Foundation

/// Reads the parts of a report's text that the test-context scenarios judge.
enum ReportText {
    /// The first line with text: what happened.
    static func firstLine(of report: String) -> String {
        report.split(whereSeparator: \.isNewline).lazy.map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty } ?? ""
    }

    /// The whole report on one line, as the matrix notes show it.
    static func oneLine(_ report: String) -> String {
        report.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// The DIToolkit code of a four-part report (its `Code:` fact), or `nil` for a report without one.
    static func diToolkitCode(in report: String) -> String? {
        for line in report.split(whereSeparator: \.isNewline) {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("Code:") else { continue }
            let code = text.dropFirst("Code:".count).trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("DI") { return code }
        }
        return nil
    }

    /// Everything from "To fix" on, or `nil` when the report does not say how to fix it.
    static func fix(in report: String) -> String? {
        report.range(of: "To fix").map { String(report[$0.lowerBound...]) }
    }
}
