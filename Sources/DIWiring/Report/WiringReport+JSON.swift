import Foundation

extension WiringReport {
    /// The report as JSON for CI diffs: keys sorted, one entry per line, and a `version` field.
    ///
    /// The same wiring always gives the same text, so a committed copy shows exactly what a change did
    /// to the graph. Decode it again with `JSONDecoder` (``WiringReport`` is `Decodable`).
    ///
    /// ```swift
    /// let committed = try String(contentsOfFile: "Wiring.json", encoding: .utf8)
    /// #expect(report.json == committed)
    /// ```
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        let data = try! encoder.encode(self)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
