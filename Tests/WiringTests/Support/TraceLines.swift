import DIWiring

/// The lines a trace printed, collected from any thread.
final class TraceLines: Sendable {
    private let collected = Locked<[String]>([])

    /// The output to hand `ResolutionTrace.printing(to:operation:)`.
    var output: @Sendable (String) -> Void {
        { line in self.collected.withLock { $0.append(line) } }
    }

    /// Every line so far, with each duration (`0.9 µs`, `41.2 ms`) replaced by `<time>`.
    var lines: [String] {
        collected.withLock { $0 }.map(Self.maskingDurations)
    }

    /// `main: A (transient, binding, 41.2 µs)` → `main: A (transient, binding, <time>)`.
    static func maskingDurations(_ line: String) -> String {
        var words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index + 1 < words.count {
            let unit = words[index + 1].trimmingCharacters(in: [")", ","])
            if ["µs", "ms", "s"].contains(unit), Double(words[index]) != nil {
                let rest = String(words[index + 1].dropFirst(unit.count))
                words.replaceSubrange(index...(index + 1), with: ["<time>" + rest])
            }
            index += 1
        }
        return words.joined(separator: " ")
    }
}
