extension MatrixRenderer {
    /// The terminal form, no line longer than `width`: the matrix (a table when one fits, else one block per
    /// scenario), a legend, each row's notes once, the timings of a release build, and which style suits which app.
    ///
    /// ```swift
    /// print(MatrixRenderer.text(comparison, width: 80), terminator: "")
    /// ```
    public static func text(_ comparison: Comparison, width: Int = 100) -> String {
        let width = max(TerminalWidth.minimum, width)
        var sections = [matrixLines(comparison, width: width), legendLines(comparison, width: width)]
        let notes = RowNotes.all(in: comparison)
        if !notes.isEmpty {
            sections.append(["Notes"] + notes.flatMap { noteLines($0, width: width) })
        }
        sections.append(timingLines(comparison, width: width))
        let recommendations = Recommendations.lines(for: comparison)
        if !recommendations.isEmpty {
            sections.append(
                TextLayout.wrap("Which style for which app, derived from the rows above", width: width)
                    + recommendations.flatMap { TextLayout.paragraph($0, width: width, first: "  ", rest: "    ") })
        }
        return sections.filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    /// A table when its scenario column can stay readable at `width`; otherwise a title line per scenario with
    /// each column's cell under it.
    private static func matrixLines(_ comparison: Comparison, width: Int) -> [String] {
        let rows = matrixRows(comparison)
        if let widths = TextLayout.columnWidths(rows, width: width) {
            return TextLayout.table(rows, widths: widths)
        }
        return rows.dropFirst().flatMap { row in
            let cells = zip(comparison.styles, row.dropFirst()).map { "\($0): \($1)" }
            return TextLayout.wrap(row[0], width: width) + TextLayout.flow(cells, width: width, indent: "    ")
        }
    }

    /// What each kind of cell in this matrix means, ✓ first.
    private static func legendLines(_ comparison: Comparison, width: Int) -> [String] {
        let outcomes = comparison.cells.map(\.outcome)
        var entries: [(String, String)] = [("✓", "every check held")]
        if outcomes.contains(where: { if case .compileTime = $0 { true } else { false } }) {
            entries.append(("compile-time", "the compiler rules the situation out: nothing to check at run time"))
        }
        if outcomes.contains(where: { if case .notSupported = $0 { true } else { false } }) {
            entries.append(("—", "the style has nothing built in for it; the note says what to write instead"))
        }
        if outcomes.contains(where: { if case .observed = $0 { true } else { false } }) {
            entries.append(("words", "what the style did, where styles differ; the note says it in a sentence"))
        }
        if !comparison.failures.isEmpty {
            entries.append(("✗", "a check failed; the note says what was seen"))
        }
        let symbolWidth = entries.map(\.0.count).max() ?? 0
        let indent = String(repeating: " ", count: 2 + symbolWidth + 2)
        return ["Legend"]
            + entries.flatMap { symbol, meaning in
                let first = "  " + symbol + String(repeating: " ", count: symbolWidth - symbol.count + 2)
                return TextLayout.paragraph(meaning, width: width, first: first, rest: indent)
            }
    }

    /// A row's title, then each of its notes with the columns that share it.
    private static func noteLines(_ row: RowNotes, width: Int) -> [String] {
        let title = TextLayout.paragraph(row.scenario.title, width: width, first: "  ", rest: "      ")
        return title
            + row.entries.flatMap { entry in
                TextLayout.paragraph("\(entry.heading): \(entry.text)", width: width, first: "    ", rest: "      ")
            }
    }

    /// The timing table of a release build, or, in a debug build, where to find figures that mean something.
    private static func timingLines(_ comparison: Comparison, width: Int) -> [String] {
        if let rows = timingRows(comparison) {
            let widths = TextLayout.columnWidths(rows, width: width, comfortable: 9, titleFloor: 24)
            let table = widths.map { TextLayout.table(rows, widths: $0) } ?? rows.map { $0.joined(separator: "  ") }
            return TextLayout.wrap("What handing out one dependency costs", width: width) + table
                + TextLayout.paragraph("(\(timingCaption))", width: width, first: "", rest: "")
        }
        guard !Format.isReleaseBuild else { return [] }
        return TextLayout.paragraph(
            "Timings: none in a debug build, whose figures mean nothing. `swift run -c release di-compare` times "
                + "each style's hand-out; `swift run -c release --package-path Benchmarks di-bench` times every "
                + "style beside Swinject and swift-dependencies.",
            width: width, first: "", rest: "")
    }
}
