/// Just enough of Swift's lexical structure to tell a whole example from a fragment of one.
///
/// A documentation block is compiled by finding it verbatim in a test file; a block that opens a `struct`
/// and never closes it would still be found there. This checks that every `(`, `[` and `{` the block opens
/// it also closes, in order, outside string literals and comments.
///
/// ```swift
/// #expect(
///     SwiftBlockSyntax.unclosedBracket(in: "struct A {\n  var b = [1, 2]\n}")
///         == nil)
/// #expect(
///     SwiftBlockSyntax.unclosedBracket(in: "struct A {\n  var b = 1\n") != nil)
/// ```
package enum SwiftBlockSyntax {
    /// A description of the first bracket that is not matched, or `nil` when every bracket is.
    package static func unclosedBracket(in code: String) -> String? {
        var open: [(character: Character, line: Int)] = []
        var line = 1
        var characters = Array(code)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\n":
                line += 1
            case "/" where characters.first == "/":
                characters = characters.drop { $0 != "\n" }
            case "/" where characters.first == "*":
                guard let end = closingComment(in: characters) else { return "line \(line): an unclosed /* comment" }
                line += characters[characters.startIndex..<end].filter { $0 == "\n" }.count
                characters = characters[end...]
            case "\"":
                guard let rest = afterStringLiteral(characters) else {
                    return "line \(line): an unclosed string literal"
                }
                line += characters[characters.startIndex..<rest.startIndex].filter { $0 == "\n" }.count
                characters = rest
            case "(", "[", "{":
                open.append((character, line))
            case ")", "]", "}":
                let expected: Character = character == ")" ? "(" : character == "]" ? "[" : "{"
                guard let last = open.popLast() else { return "line \(line): \(character) closes nothing" }
                guard last.character == expected else {
                    return "line \(line): \(character) closes the \(last.character) of line \(last.line)"
                }
            default:
                break
            }
        }
        return open.last.map { "line \($0.line): \($0.character) is never closed" }
    }

    /// The index just after the `*/` that ends a comment whose `/*` was just read.
    private static func closingComment(in characters: ArraySlice<Character>) -> Int? {
        var index = characters.startIndex + 1
        while index < characters.endIndex {
            if characters[index - 1] == "*" && characters[index] == "/" && index - 1 > characters.startIndex {
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// What follows a string literal whose opening `"` was just read (a `"""` literal too); `nil` if it never ends.
    /// An interpolation's own quotes are skipped with it.
    private static func afterStringLiteral(_ characters: ArraySlice<Character>) -> ArraySlice<Character>? {
        let isMultiline = characters.prefix(2).elementsEqual(["\"", "\""])
        var rest = isMultiline ? characters.dropFirst(2) : characters
        var interpolationDepth = 0
        while let character = rest.popFirst() {
            switch character {
            case "\\":
                if rest.first == "(" {
                    interpolationDepth += 1
                    rest = rest.dropFirst()
                } else {
                    rest = rest.dropFirst()
                }
            case "(" where interpolationDepth > 0:
                interpolationDepth += 1
            case ")" where interpolationDepth > 0:
                interpolationDepth -= 1
            case "\"" where interpolationDepth > 0:
                guard let inner = afterStringLiteral(rest) else { return nil }
                rest = inner
            case "\"":
                if !isMultiline { return rest }
                if rest.prefix(2).elementsEqual(["\"", "\""]) { return rest.dropFirst(2) }
            case "\n" where !isMultiline:
                return nil
            default:
                break
            }
        }
        return nil
    }
}
