import Testing

@testable import DIConformance

/// What `swift run di-compare` prints in a terminal: it fits the width, says what its cells mean, and says each
/// row's notes once.
@Suite("di-compare's terminal output")
struct TerminalOutputTests {
    static func fullMatrix() async -> Comparison {
        await Comparison.run(styles: StyleCatalog.all, scenarios: Scenario.allCases, measure: false)
    }

    @Test("no line is wider than COLUMNS and none ends in a space", arguments: ["120", "100", "80", "40"])
    func fitsTheTerminal(columns: String) async throws {
        let width = TerminalWidth.current(environment: ["COLUMNS": columns])
        #expect(width == Int(columns))
        let output = MatrixRenderer.text(await Self.fullMatrix(), width: width)
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.count <= width, "\(line.count) columns: \(line)")
            #expect(line.last != " ", "a trailing space: \(line)")
        }
        #expect(output.contains("29. Task {} and Task.detached"))
    }

    @Test("with COLUMNS=120 the matrix is a table, one row per scenario; at 80 it is a block per scenario")
    func tableOrBlocks() async throws {
        let matrix = await Self.fullMatrix()
        let wide = MatrixRenderer.text(matrix, width: 120).split(separator: "\n").map(String.init)
        #expect(wide[0].hasPrefix("Scenario") && wide[0].hasSuffix("World"))
        #expect(wide.contains { $0.hasPrefix("5. singleton identity") && $0.hasSuffix("✓") })
        let narrow = MatrixRenderer.text(matrix, width: 80).split(separator: "\n").map(String.init)
        let row = try #require(narrow.firstIndex(of: "5. singleton identity"))
        #expect(narrow[row + 1] == "    Reader: ✓   Wrappers: ✓   Registry: ✓   World: ✓")
    }

    @Test("a legend says what ✓, compile-time, — and the words of the rows where styles differ mean")
    func hasALegend() async {
        let output = MatrixRenderer.text(await Self.fullMatrix(), width: 120)
        #expect(output.contains("\nLegend\n"))
        #expect(output.contains("  ✓             every check held\n"))
        #expect(output.contains("  compile-time  the compiler rules the situation out"))
        #expect(output.contains("  —             the style has nothing built in for it"))
        #expect(output.contains("  words         what the style did, where styles differ"))
    }

    @Test("a note several columns of a row share is printed once, naming them all")
    func sharedNotesOnce() async {
        let output = MatrixRenderer.text(await Self.fullMatrix(), width: 200)
        let shared = "Reader, Wrappers, Registry, World (Task {}: mock, detached: live): Task {} read \"mock\""
        #expect(output.components(separatedBy: shared).count == 2, "printed once")
        #expect(output.components(separatedBy: "29. Task {} and Task.detached started inside an override").count == 3)
    }

    @Test("COLUMNS wins, a width too narrow to draw in is raised to 40, and junk falls back")
    func widthFromTheEnvironment() {
        #expect(TerminalWidth.current(environment: ["COLUMNS": " 132 "]) == 132)
        #expect(TerminalWidth.current(environment: ["COLUMNS": "12"]) == TerminalWidth.minimum)
        let fallback = TerminalWidth.current(environment: [:])
        #expect(TerminalWidth.current(environment: ["COLUMNS": "wide"]) == fallback)
    }

    #if DEBUG
        @Test("a debug build times nothing and says where figures that mean something come from")
        func debugBuildsPrintNoTimings() async {
            let comparison = await Comparison.run(
                styles: StyleCatalog.all, scenarios: [Scenario.liveWiring], measure: true)
            #expect(comparison.timings.isEmpty && comparison.baselineNanoseconds == nil)
            let output = MatrixRenderer.text(comparison, width: 120)
            #expect(output.contains("Timings: none in a debug build"))
            #expect(output.contains("swift run -c release di-compare"))
            #expect(output.contains("swift run -c release --package-path Benchmarks di-bench"))
        }
    #endif

    @Test("the timing table labels each row with what that style's hand-out does")
    func timingLabelsSayWhatIsTimed() {
        let timings = StyleCatalog.all.map {
            HandOutTiming(
                style: $0.name, handOut: $0.handOutDescription, liveNanoseconds: 20, overriddenNanoseconds: 40)
        }
        let comparison = Comparison(
            styles: StyleCatalog.all.map(\.name), scenarios: [], cells: [], timings: timings, baselineNanoseconds: 2)
        let output = MatrixRenderer.text(comparison, width: 120)
        #expect(output.contains("no DI: a stored closure returning an existing greeter"))
        #expect(output.contains("Reader: a static context's resolve[\\.greeter]"))
        #expect(output.contains("10.0×"))
        for line in output.split(separator: "\n") {
            #expect(line.count <= 120, "\(line)")
        }
    }
}
