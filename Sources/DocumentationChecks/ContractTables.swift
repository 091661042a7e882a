import Foundation

/// Checks a migration guide's contract tables against the test file that compiles an example of each row.
///
/// A guide marks a table by putting `<!-- contract: Tests/SomeTests/SomeContractTests.swift -->` on the
/// line before it. Each row names one public API or documented behaviour of the original library (first
/// cell), says whether it is `same`, `changed` or `removed` (second cell), and in the third cell what
/// changed and what the user sees (a compile error, a diagnostic, a failure), or for a removed one why
/// and what to use instead. The named test file compiles an example of each row under a comment
/// `// Contract row: <first cell>`, so an API the table names cannot stop compiling unnoticed.
///
/// ```swift
/// let problems = try ContractTables.problems(
///     documentPath:
///         "Sources/DIRegistry/DIRegistry.docc/MigratingFromFloatation.md",
///     testPath:
///         "Tests/DIRegistryTests/ArticleExamples/FloatationContractTests.swift")
/// #expect(problems.isEmpty)
/// ```
package enum ContractTables {
    /// One row of a contract table.
    package struct Row: Equatable, Sendable {
        /// The original library's API or behaviour, as the first cell spells it.
        package let subject: String
        /// `same`, `changed` or `removed`.
        package let status: String
        /// What changed, and what the user sees.
        package let userSees: String
    }

    /// The statuses a row may have.
    package static let statuses: Set<String> = ["same", "changed", "removed"]

    /// Words that name something a user sees; a `changed` or `removed` row must use one.
    package static let visibleOutcomes = [
        "compile error", "warning", "DI0", "fails", "stops", "throws", "trap", "returns", "runs", "answers",
    ]

    /// The label that precedes a row's example in the test file.
    package static func label(for row: Row) -> String {
        "// Contract row: \(row.subject)"
    }

    /// The rows of every table in `document` marked with `testPath`.
    package static func rows(in document: String, compiledIn testPath: String) -> [Row] {
        let lines = document.components(separatedBy: "\n")
        let marker = "<!-- contract: \(testPath) -->"
        var rows: [Row] = []
        for (index, line) in lines.enumerated() where line == marker {
            let table = lines[(index + 1)...].prefix { $0.hasPrefix("|") }.dropFirst(2)
            rows += table.map { line in
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                return Row(
                    subject: cells.first ?? "", status: cells.dropFirst().first ?? "",
                    userSees: cells.dropFirst(2).first ?? "")
            }
        }
        return rows
    }

    /// Everything wrong with the tables of `documentPath` marked with `testPath`; empty when the contract holds.
    ///
    /// A problem is a row with an unknown status, a `changed` or `removed` row that shows the user
    /// nothing, a row without a labelled example in `testPath`, or a label in `testPath` without a row.
    package static func problems(documentPath: String, testPath: String) throws -> [String] {
        let root = MarkedExamples.packageRoot
        let document = try String(contentsOf: root.appendingPathComponent(documentPath), encoding: .utf8)
        let source = try String(contentsOf: root.appendingPathComponent(testPath), encoding: .utf8)
        return problems(document: document, named: documentPath, source: source, testPath: testPath)
    }

    /// The same check on a document's and a test file's text.
    package static func problems(document: String, named documentPath: String, source: String, testPath: String)
        -> [String]
    {
        let rows = rows(in: document, compiledIn: testPath)
        guard !rows.isEmpty else { return ["\(documentPath) has no table marked <!-- contract: \(testPath) -->"] }
        var problems: [String] = []
        for row in rows {
            if !statuses.contains(row.status) {
                problems.append("\(row.subject): status \"\(row.status)\" is not same, changed or removed")
            }
            if row.status == "changed", !showsSomething(row.userSees) {
                problems.append("\(row.subject): a changed row must say what the user sees")
            }
            if row.status == "removed", !namesAReplacement(row.userSees) {
                problems.append("\(row.subject): a removed row must say why, and what to write or use instead")
            }
            if !source.contains(label(for: row) + "\n") {
                problems.append("\(row.subject): no example labelled \"\(label(for: row))\" in \(testPath)")
            }
        }
        let labels = Set(rows.map(label(for:)))
        for line in source.components(separatedBy: "\n").map({ $0.trimmingCharacters(in: .whitespaces) })
        where line.hasPrefix("// Contract row: ") && !labels.contains(line) {
            problems.append("\(testPath) labels an example for a row the table does not have: \(line)")
        }
        return problems
    }

    /// Words that introduce a replacement; a `removed` row must use one (or name what the user sees).
    package static let replacementWords = [
        "write", "use", "instead", "replace", "compiles unchanged", "no replacement",
    ]

    private static func namesAReplacement(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return !isBlank(lowered) && (showsSomething(text) || replacementWords.contains { lowered.contains($0) })
    }

    private static func isBlank(_ lowered: String) -> Bool {
        ["", "—", "-", "nothing", "none"].contains(lowered) || lowered.hasPrefix("nothing")
    }

    private static func showsSomething(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return !isBlank(lowered) && visibleOutcomes.contains { lowered.contains($0.lowercased()) }
    }
}
