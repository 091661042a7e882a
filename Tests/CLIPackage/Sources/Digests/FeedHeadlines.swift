/// The titles of a feed's items, in order: the text between `<title>` and `</title>` in each `<item>`.
///
/// ```swift
/// headlines(inFeed: "<item><title>Swift 6.3</title></item>")  // ["Swift 6.3"]
/// ```
public func headlines(inFeed feed: String) -> [String] {
    feed.components(separatedBy: "<item>").dropFirst().compactMap { item in
        guard let start = item.range(of: "<title>"),
            let end = item.range(of: "</title>", range: start.upperBound..<item.endIndex)
        else { return nil }
        return String(item[start.upperBound..<end.lowerBound])
    }
}

/// A digest's text: a heading, then one `- ` line per headline.
public func digestText(of headlines: [String]) -> String {
    "# Digest\n\n" + headlines.map { "- \($0)\n" }.joined()
}

/// The headlines of a digest's text: its `- ` lines.
public func headlines(inDigest text: String) -> [String] {
    text.split(separator: "\n").filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
}
