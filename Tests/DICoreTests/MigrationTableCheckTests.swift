import DocumentationChecks
import Testing

/// The migration-table check itself: it must fail on each way a table can break its contract.
@Suite("Migration table check")
struct MigrationTableCheckTests {
    static let source = """
        func examples() {
            Vaccine.setCure(for: Service.self, with: LiveService())
            let log: Logger = Container.resolveAssert(Logger.self)
        }
        """

    static func table(_ rows: [String]) -> MigrationTable {
        let document =
            ([
                "Intro.", "<!-- migration table: Tests/T.swift -->", "| API | Status | Seen | Example |",
                "| --- | --- | --- | --- |",
            ] + rows + ["", "After."]).joined(separator: "\n")
        return MigrationTable(
            document: document, documentPath: "Guide.md", testPaths: ["Tests/T.swift"], testSources: [source])
    }

    @Test("a table whose rows hold passes, and its rows are read cell by cell")
    func goodTable() {
        let table = Self.table([
            "| `Vaccine.setCure(for:with:)` | same | — | `Vaccine.setCure(for: Service.self, with: LiveService())` |",
            "| `resolveAssert` | changed | DI001's message | `let log: Logger = Container.resolveAssert(Logger.self)` |",
        ])
        #expect(table.rows.count == 2)
        #expect(table.rows[1].seen == "DI001's message")
        #expect(table.problems(requiring: ["Vaccine.setCure", "resolveAssert"]) == [])
    }

    @Test(
        "each broken contract is named",
        arguments: [
            (
                "| `a` | same-ish | — | `Vaccine.setCure(for: Service.self, with: LiveService())` |",
                "is not same, changed or removed"
            ),
            (
                "| `a` | changed | nothing visible | `Vaccine.setCure(for: Service.self, with: LiveService())` |",
                "must say what the user sees"
            ),
            (
                "| `a` | removed | — | `Vaccine.setCure(for: Service.self, with: LiveService())` |",
                "must say what the user sees"
            ),
            ("| `a` | same | — | no code |", "no example"),
            ("| `a` | same | — | `Vaccine.getCure(for: Service.self)` |", "is not in Tests/T.swift"),
            ("| `a` | same | — |", "cells, not 4"),
        ])
    func brokenRows(row: String, problem: String) {
        let problems = Self.table([row]).problems()
        #expect(problems.count == 1)
        #expect(problems.first?.contains(problem) == true, "\(problems)")
    }

    @Test("an API the library has but the table does not name is reported")
    func missingAPI() {
        let table = Self.table([
            "| `resolveAssert` | same | — | `let log: Logger = Container.resolveAssert(Logger.self)` |"
        ])
        #expect(table.problems(requiring: ["Vaccine.getCure"]) == ["no row names `Vaccine.getCure`"])
    }

    @Test("a document without a marked table is reported")
    func missingTable() {
        let table = MigrationTable(
            document: "No table.", documentPath: "Guide.md", testPaths: ["Tests/T.swift"], testSources: [""])
        #expect(table.problems() == ["Guide.md has no table marked with Tests/T.swift"])
    }

    @Test("code spans: double backticks hold backticks, and an escaped pipe is a pipe inside a cell")
    func codeSpansAndCells() {
        #expect(
            MigrationTable.codeSpans(in: "``var resolve = `default` `` and `a`") == ["var resolve = `default`", "a"])
        #expect(MigrationTable.cells(of: "| `a \\| b` | c |") == ["`a \\| b`", "c"])
        #expect(MigrationTable.codeSpans(in: "`a \\| b`") == ["a | b"])
    }
}
