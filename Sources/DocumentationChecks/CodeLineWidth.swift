import Foundation

/// The lines of the documentation's ```swift blocks that are wider than a page shows without wrapping.
///
/// The site's column holds 80 characters of code at its narrowest; a longer line wraps mid-expression and
/// the reader has to scroll or guess where it breaks.
///
/// ```swift
/// for page in try DocumentationCatalogs.pages() {
///     #expect(try CodeLineWidth.wideLines(onPage: page).isEmpty)
/// }
/// ```
package enum CodeLineWidth {
    /// The widest code line a page may show, in characters.
    package static let limit = 80

    /// A code line wider than ``limit``: where it is and how wide.
    package struct WideLine: CustomStringConvertible, Sendable {
        package let page: String
        package let line: Int
        package let width: Int

        package var description: String {
            "\(page):\(line): a code line of \(width) characters; break it at \(CodeLineWidth.limit)"
        }
    }

    /// The lines inside ```swift blocks of `page` (relative to the package root) wider than ``limit``.
    package static func wideLines(onPage page: String) throws -> [WideLine] {
        let document = try String(
            contentsOf: MarkedExamples.packageRoot.appendingPathComponent(page), encoding: .utf8)
        return wideLines(in: document, page: page)
    }

    /// The lines inside ```swift blocks of `document` wider than ``limit``, counted in characters.
    package static func wideLines(in document: String, page: String) -> [WideLine] {
        var wide: [WideLine] = []
        var inSwiftBlock = false
        for (index, line) in document.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !inSwiftBlock {
                inSwiftBlock = trimmed == "```swift"
            } else if trimmed == "```" {
                inSwiftBlock = false
            } else if line.count > limit {
                wide.append(WideLine(page: page, line: index + 1, width: line.count))
            }
        }
        return wide
    }

    /// The lines inside fenced blocks of the `///` comments of the Swift file at `path` (relative to the
    /// package root) wider than ``limit``, counted after `/// `, as DocC shows them.
    package static func wideCommentLines(inSourceFile path: String) throws -> [WideLine] {
        let source = try String(
            contentsOf: MarkedExamples.packageRoot.appendingPathComponent(path), encoding: .utf8)
        return wideCommentLines(in: source, path: path)
    }

    /// The lines inside fenced blocks of the `///` comments of `source` wider than ``limit``.
    package static func wideCommentLines(in source: String, path: String) -> [WideLine] {
        var wide: [WideLine] = []
        var inBlock = false
        for (index, line) in source.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("///") else {
                inBlock = false
                continue
            }
            var text = trimmed.dropFirst(3)
            if text.first == " " { text = text.dropFirst() }
            if text.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inBlock.toggle()
            } else if inBlock, text.count > limit {
                wide.append(WideLine(page: path, line: index + 1, width: text.count))
            }
        }
        return wide
    }

    /// The Swift files under `Sources/`, relative to the package root.
    package static func sourceFiles() -> [String] {
        let base = MarkedExamples.packageRoot.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "Sources/\($0)" }
            .sorted()
    }
}
