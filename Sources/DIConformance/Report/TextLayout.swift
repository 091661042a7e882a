/// Lays text out for a terminal of a given width: paragraphs wrapped at spaces, and tables whose columns
/// shrink to fit, their cells wrapped. No line it makes ends in a space.
enum TextLayout {
    /// Columns between two table columns.
    static let gap = 2

    /// `text` broken at spaces into lines of at most `width` characters; a word longer than `width` is cut.
    static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            if !line.isEmpty, line.count + 1 + word.count <= width {
                line += " " + word
                continue
            }
            if !line.isEmpty { lines.append(line) }
            while word.count > width {
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            line = String(word)
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` wrapped to `width`, its first line after `first` and the others after `rest`.
    static func paragraph(_ text: String, width: Int, first: String, rest: String) -> [String] {
        let lines = wrap(text, width: width - max(first.count, rest.count))
        return lines.enumerated().map { index, line in
            trimmingTrailingSpaces((index == 0 ? first : rest) + line)
        }
    }

    /// Items laid out side by side, `separator` apart, wrapping onto new lines after `indent`; an item too long
    /// for a line of its own is wrapped, its continuation indented further.
    static func flow(_ items: [String], width: Int, indent: String, separator: String = "   ") -> [String] {
        var lines: [String] = []
        var line = indent
        for item in items {
            if line != indent, line.count + separator.count + item.count > width {
                lines.append(line)
                line = indent
            }
            if line == indent, indent.count + item.count > width {
                lines += paragraph(item, width: width, first: indent, rest: indent + "  ")
                continue
            }
            line += (line == indent ? "" : separator) + item
        }
        if line != indent { lines.append(line) }
        return lines
    }

    /// The column widths that fit `rows` in `width`, or `nil` when even the narrowest layout does not.
    ///
    /// Columns start at their natural width. The widest columns other than the first shrink to `comfortable`,
    /// then the first to `titleFloor` (never further: a first column narrower than that makes no table worth
    /// reading), then the others to their longest word.
    static func columnWidths(_ rows: [[String]], width: Int, comfortable: Int = 14, titleFloor: Int = 32) -> [Int]? {
        guard let header = rows.first else { return nil }
        let columns = header.indices
        var widths = columns.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let words = columns.map { column in
            rows.flatMap { $0[column].split(separator: " ").map(\.count) }.max() ?? 0
        }
        func total() -> Int { widths.reduce(0, +) + gap * (widths.count - 1) }
        let phases: [(columns: [Int], floor: (Int) -> Int)] = [
            (Array(columns.dropFirst()), { max(words[$0], comfortable) }),
            ([0], { _ in max(words[0], titleFloor) }),
            (Array(columns.dropFirst()), { words[$0] }),
        ]
        for phase in phases {
            while total() > width {
                let shrinkable = phase.columns.filter { widths[$0] > phase.floor($0) }
                guard let widest = shrinkable.max(by: { widths[$0] < widths[$1] }) else { break }
                widths[widest] -= 1
            }
        }
        return total() <= width ? widths : nil
    }

    /// `rows` as a table with `widths`: a header, a rule, and each row on as many lines as its tallest cell.
    ///
    /// A cell of the first column that starts with a number (`12. a cycle …`) continues under its text.
    static func table(_ rows: [[String]], widths: [Int]) -> [String] {
        func lines(of row: [String]) -> [String] {
            let cells = row.enumerated().map { column, cell in
                column == 0 ? numberedCell(cell, width: widths[0]) : wrap(cell, width: widths[column])
            }
            let height = cells.map(\.count).max() ?? 1
            return (0..<height).map { index in
                let padded = cells.enumerated().map { column, cell in
                    let text = index < cell.count ? cell[index] : ""
                    return text + String(repeating: " ", count: max(0, widths[column] - text.count))
                }
                return trimmingTrailingSpaces(padded.joined(separator: String(repeating: " ", count: gap)))
            }
        }
        let rule = widths.map { String(repeating: "─", count: $0) }.joined(
            separator: String(repeating: " ", count: gap))
        return lines(of: rows[0]) + [rule] + rows.dropFirst().flatMap(lines(of:))
    }

    /// A first-column cell wrapped to `width`, continuing under the text after a leading `12. `.
    private static func numberedCell(_ cell: String, width: Int) -> [String] {
        let number = cell.prefix { $0.isNumber }
        guard !number.isEmpty, cell.dropFirst(number.count).hasPrefix(". ") else { return wrap(cell, width: width) }
        let hanging = String(repeating: " ", count: number.count + 2)
        return paragraph(
            String(cell.dropFirst(number.count + 2)), width: width, first: "\(number). ", rest: hanging)
    }

    static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
