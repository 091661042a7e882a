import DocumentationChecks
import Foundation
import Testing

/// Every Swift block of the README and of every DocC catalog is compiled, as a whole example.
@Suite("Documentation blocks")
struct DocumentationBlocksTests {
    @Test("every Swift block of the README and of every catalog is compiled as a whole example")
    func everyBlockIsCompiled() throws {
        let pages = try DocumentationCatalogs.pages()
        #expect(pages.contains("README.md") && pages.contains("Docs/DIToolkit.docc/GettingStarted.md"))
        #expect(pages.contains("Sources/DIReader/DIReader.docc/StaticContexts.md"))
        for page in pages {
            for block in try DocumentationCatalogs.uncompiledBlocks(onPage: page) {
                Issue.record("\(block)")
            }
        }
    }

    @Test("no line of a Swift block on any page is wider than 80 characters")
    func everyCodeLineFitsThePage() throws {
        for page in try DocumentationCatalogs.pages() {
            for line in try CodeLineWidth.wideLines(onPage: page) {
                Issue.record("\(line)")
            }
        }
    }

    @Test("no line of a DocC comment's example in Sources is wider than 80 characters")
    func everyCommentExampleLineFits() throws {
        let files = CodeLineWidth.sourceFiles()
        #expect(files.contains("Sources/DICore/Context/DeclaredDependency.swift"))
        for file in files {
            for line in try CodeLineWidth.wideCommentLines(inSourceFile: file) {
                Issue.record("\(line)")
            }
        }
    }

    @Test("a comment example line is measured after its slashes, and prose lines do not count")
    func commentExampleLinesAreMeasuredAfterTheSlashes() {
        let fits = String(repeating: "x", count: 80)
        let source = "    /// \(fits)x\n    /// ```swift\n    /// \(fits)\n    /// \(fits)x\n    /// ```\nlet a = 1"
        #expect(CodeLineWidth.wideCommentLines(in: source, path: "A.swift").map(\.line) == [4])
    }

    @Test("a line of 81 characters inside a Swift block is wide; outside one, or in another language, it is not")
    func wideLinesAreFoundOnlyInSwiftBlocks() {
        let wide = String(repeating: "x", count: 81)
        let document = "\(wide)\n```swift\nlet a = 1\n\(wide)\n```\n```text\n\(wide)\n```"
        let lines = CodeLineWidth.wideLines(in: document, page: "P.md")
        #expect(lines.map(\.line) == [4] && lines.map(\.width) == [81])
        #expect(CodeLineWidth.wideLines(in: "```swift\n\(wide.dropLast())\n```", page: "P.md").isEmpty)
    }

    @Test("every page whose file blocks count as compiled is written into a package by a script under Tests/")
    func packagePagesAreBuiltByAScript() throws {
        let tests = MarkedExamples.packageRoot.appendingPathComponent("Tests")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: tests.path).compactMap {
            try? String(contentsOf: tests.appendingPathComponent("\($0)/run.sh"), encoding: .utf8)
        }
        for page in DocumentationCatalogs.packagePages {
            #expect(scripts.contains { $0.contains("\"$root/\(page)\"") }, "no Tests/*/run.sh reads \(page)")
        }
    }

    @Test(
        "a block that opens a bracket it never closes is not a whole example",
        arguments: [
            "struct Journal {\n    func newEntry() {}\n", "foo(bar: [1, 2)", "}", "let text = \"never ends\n",
        ])
    func unclosedBracketsAreFound(block: String) {
        #expect(SwiftBlockSyntax.unclosedBracket(in: block) != nil)
    }

    @Test(
        "brackets inside strings, interpolations and comments do not count",
        arguments: [
            "let text = \"a ( and a { \\(value.map { \"}\" }) \"", "// an ( in a comment\nlet a = [1]",
            "/* { */ let b = (1)", "let c = \"\"\"\n  {\n  \"\"\"",
        ])
    func bracketsInStringsAreSkipped(block: String) {
        #expect(SwiftBlockSyntax.unclosedBracket(in: block) == nil)
    }

    @Test(
        "an import line, with or without attributes, is left out of the block its test must hold",
        arguments: [
            "import DICore", "@_spi(Testing) import DICore", "@testable import DIWrappers",
            "@_spi(Testing) @testable import DIReader", "    import Testing",
        ])
    func importLinesAreLeftOut(importLine: String) {
        let document = "<!-- compiled: Tests/T.swift -->\n```swift\n\(importLine)\n\nlet error = trapped()\n```"
        let blocks = MarkedExamples.swiftBlocks(in: document, compiledIn: "Tests/T.swift").map(
            MarkedExamples.normalized)
        #expect(blocks == ["let error = trapped()"])
    }

    @Test(
        "a line that only mentions an import is kept",
        arguments: ["let imported = importer.imports()", "// import DICore first", "@MainActor func importAll() {}"])
    func nonImportLinesAreKept(line: String) {
        #expect(!MarkedExamples.isImportLine(line))
    }

    @Test("a block found only inside longer lines, or only in part, is not compiled as a whole")
    func partialMatchesDoNotCount() {
        let source = "struct Journal {\n    let entries = [1]\n    func count() -> Int { entries.count }\n}"
        #expect(
            MarkedExamples.isCompiledAsWhole("let entries = [1]\nfunc count() -> Int { entries.count }", in: source))
        #expect(!MarkedExamples.isCompiledAsWhole("let entries = [1", in: source))
        #expect(!MarkedExamples.isCompiledAsWhole("struct Journal {\n    let entries = [1]", in: source))
        #expect(!MarkedExamples.isCompiledAsWhole("entries.count", in: source))
    }
}
