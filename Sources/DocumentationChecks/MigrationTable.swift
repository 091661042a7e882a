import Foundation

/// A migration guide's table of a library's API, checked as a contract: every row says what happened, and its
/// example compiles.
///
/// A guide marks a table with `<!-- migration table: Tests/SomeTests/SomeTableTests.swift -->` on the line before
/// its header (more test files may follow, separated by spaces). The table has four columns: the library's API or documented behaviour, a status (`same`,
/// `changed` or `removed`, in that word first), what the user sees, and an example. The check requires that:
///
/// - every status is one of the three words;
/// - a `changed` or `removed` row says what the user sees (a compile error, a diagnostic, a different value), never
///   nothing: an empty cell, a dash or the word "nothing" fails;
/// - every code span of the example column appears verbatim (ignoring indentation) in one of the marked test files,
///   which compile it, so an API named by the table exists; a `removed` row's example is its replacement;
/// - every API the caller lists as the library's public surface has a row (a code span of the first column that
///   starts with it).
///
/// ```swift
/// let table = try MigrationTable(
///     documentPath:
///         "Sources/DIWrappers/DIWrappers.docc/MigratingFromFusionAndVaccine.md",
///     testPaths: ["Tests/DIWrappersTests/FusionMigrationTableTests.swift"])
/// #expect(table.problems(requiring: ["Container.main", "@Inject"]) == [])
/// ```
package struct MigrationTable {
    /// One row of the table, its cells as written.
    package struct Row: Equatable {
        package let api: String
        package let status: String
        package let seen: String
        package let example: String
    }

    /// The statuses a row may have.
    package static let statuses = ["same", "changed", "removed"]

    /// The document and the test files that compile its examples, relative to the package root.
    package let documentPath: String
    package let testPaths: [String]
    /// The rows of every table in the document marked with exactly `testPaths`.
    package let rows: [Row]
    private let testSources: [String]

    /// Reads the tables of `documentPath` marked with `testPaths` (the marker lists them in this order), and those files.
    package init(documentPath: String, testPaths: [String]) throws {
        let root = MarkedExamples.packageRoot
        try self.init(
            document: String(contentsOf: root.appendingPathComponent(documentPath), encoding: .utf8),
            documentPath: documentPath, testPaths: testPaths,
            testSources: testPaths.map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) })
    }

    /// The tables of `document` marked with `testPaths`, checked against `testSources` (the files' contents).
    package init(document: String, documentPath: String, testPaths: [String], testSources: [String]) {
        self.documentPath = documentPath
        self.testPaths = testPaths
        self.rows = Self.rows(in: document, marker: "<!-- migration table: \(testPaths.joined(separator: " ")) -->")
        self.testSources = testSources.map(MarkedExamples.normalized)
    }

    /// Every way the table breaks the contract, one sentence each; empty when it holds.
    package func problems(requiring requiredAPIs: [String] = []) -> [String] {
        var found: [String] = []
        if rows.isEmpty {
            found.append("\(documentPath) has no table marked with \(testPaths.joined(separator: " "))")
        }
        for row in rows {
            found += problems(of: row)
        }
        let named = rows.flatMap { Self.codeSpans(in: $0.api) }
        for api in requiredAPIs where !named.contains(where: { $0.hasPrefix(api) }) {
            found.append("no row names `\(api)`")
        }
        return found
    }

    private func problems(of row: Row) -> [String] {
        var problems: [String] = []
        let firstWord = row.status.lowercased().split(separator: " ").first.map(String.init) ?? ""
        let word = firstWord.trimmingCharacters(in: CharacterSet(charactersIn: "*.,:"))
        guard Self.statuses.contains(word) else {
            return ["row \(row.api): status \"\(row.status)\" is not same, changed or removed"]
        }
        let seen = row.seen.trimmingCharacters(in: .whitespaces)
        if word != "same", seen.isEmpty || ["—", "-", "–"].contains(seen) || seen.lowercased().contains("nothing") {
            problems.append("row \(row.api): a \(word) row must say what the user sees, not \"\(row.seen)\"")
        }
        let examples = Self.codeSpans(in: row.example)
        if examples.isEmpty {
            problems.append("row \(row.api): no example")
        }
        for example in examples {
            let code = MarkedExamples.normalized(example)
            if !testSources.contains(where: { $0.contains(code) }) {
                problems.append("row \(row.api): example `\(example)` is not in \(testPaths.joined(separator: " "))")
            }
        }
        return problems
    }

    /// The body rows of the tables right after each `marker` line.
    package static func rows(in document: String, marker: String) -> [Row] {
        let lines = document.components(separatedBy: "\n")
        var rows: [Row] = []
        for (index, line) in lines.enumerated() where line == marker {
            // The header and its separator come first; the table ends at the first line that is not a row.
            let body = lines[(index + 1)...].prefix { $0.hasPrefix("|") }.dropFirst(2)
            for line in body {
                let cells = self.cells(of: line)
                guard cells.count == 4 else {
                    rows.append(Row(api: line, status: "(\(cells.count) cells, not 4)", seen: "", example: ""))
                    continue
                }
                rows.append(Row(api: cells[0], status: cells[1], seen: cells[2], example: cells[3]))
            }
        }
        return rows
    }

    /// The cells of a Markdown table row; a `|` inside a code span or escaped as `\|` does not split.
    package static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var inCode = false
        var previous: Character = " "
        for character in line {
            if character == "`" {
                inCode.toggle()
            }
            if character == "|", !inCode, previous != "\\" {
                cells.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        cells.append(current)
        // A row starts and ends with `|`: drop the empty text outside them.
        return Array(cells.dropFirst().dropLast()).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The contents of the code spans in `text`, with `\|` unescaped.
    ///
    /// A span opened by a run of backticks ends at the next run of the same length, so ``` ``var resolve = `default` `` ```
    /// holds backticks; spaces at either end are dropped.
    package static func codeSpans(in text: String) -> [String] {
        var spans: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "`") {
            let fence = rest[open...].prefix { $0 == "`" }
            let body = rest[fence.endIndex...]
            guard let close = body.range(of: String(fence)) else { break }
            let span = body[..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            spans.append(span.replacingOccurrences(of: "\\|", with: "|"))
            rest = body[close.upperBound...]
        }
        return spans
    }
}
