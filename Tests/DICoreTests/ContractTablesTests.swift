import DocumentationChecks
import Testing

@Suite("Migration guide contract tables")
struct ContractTablesTests {
    private let testPath = "Tests/Example/ContractTests.swift"

    private func document(_ rows: String) -> String {
        """
        # Migrating

        <!-- contract: \(testPath) -->
        | Seed | Status | What you see |
        | --- | --- | --- |
        \(rows)

        Text after the table.
        """
    }

    @Test("a complete table with an example per row has no problems")
    func completeTable() {
        let rows = """
            | `Seed.same()` | same | — |
            | `Seed.changed()` | changed | A compile error says what to write. |
            | `Seed.removed()` | removed | Linux has none; use `Other.thing()` instead. |
            """
        let source = """
            // Contract row: `Seed.same()`
            // Contract row: `Seed.changed()`
            // Contract row: `Seed.removed()`

            """
        #expect(
            ContractTables.problems(document: document(rows), named: "Guide.md", source: source, testPath: testPath)
                .isEmpty)
        #expect(
            ContractTables.rows(in: document(rows), compiledIn: testPath).map(\.status) == [
                "same", "changed", "removed",
            ])
    }

    @Test("a changed row that shows nothing, an unknown status, a missing example and a stale label are problems")
    func everyKindOfProblem() {
        let rows = """
            | `Seed.changed()` | changed | nothing |
            | `Seed.renamed()` | renamed | A compile error. |
            | `Seed.removed()` | removed | — |
            """
        let source = """
            // Contract row: `Seed.changed()`
            // Contract row: `Seed.removed()`
            // Contract row: `Seed.gone()`

            """
        let problems = ContractTables.problems(
            document: document(rows), named: "Guide.md", source: source, testPath: testPath)
        #expect(
            problems == [
                "`Seed.changed()`: a changed row must say what the user sees",
                "`Seed.renamed()`: status \"renamed\" is not same, changed or removed",
                "`Seed.renamed()`: no example labelled \"// Contract row: `Seed.renamed()`\" in \(testPath)",
                "`Seed.removed()`: a removed row must say why, and what to write or use instead",
                "\(testPath) labels an example for a row the table does not have: // Contract row: `Seed.gone()`",
            ])
    }

    @Test("a document without a marked table is a problem")
    func missingTable() {
        #expect(
            ContractTables.problems(document: "# Migrating", named: "Guide.md", source: "", testPath: testPath)
                == ["Guide.md has no table marked <!-- contract: \(testPath) -->"])
    }
}
