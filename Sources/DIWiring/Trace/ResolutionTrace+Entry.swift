extension ResolutionTrace {
    /// One printed line of a trace: one resolution.
    package struct Entry: Sendable, CustomStringConvertible {
        /// How many resolutions this one is nested in.
        let depth: Int
        let node: WiringNode
        var source: WiringSource
        /// An existing value was handed out (a kept singleton), nothing was built.
        let reused: Bool
        /// Nothing binds the key that was asked for.
        var isMissing = false
        /// How many decorators ran on the value handed out (DIWrappers' `decorate`).
        let decorators: Int
        /// How long the resolution took, or `nil` while it runs (or if its thread was stopped).
        var duration: Duration?
        /// The error it failed with, as `DI00x: summary`.
        var failure: String?
        /// The error of the trap that stopped its thread while it was building, as `DI00x: summary`.
        var stoppedBy: String?

        init(depth: Int, node: WiringNode, source: WiringSource, reused: Bool, decorators: Int = 0) {
            self.depth = depth
            self.node = node
            self.source = source
            self.reused = reused
            self.decorators = decorators
        }

        /// `  main: MyApp.Logger (singleton, parent, kept, 1 decorator, 0.9 µs)`.
        package var description: String {
            let indent = String(repeating: "  ", count: depth)
            if isMissing {
                return "\(indent)\(node.id) (not bound)"
            }
            var facts = node.lifetime.map { [$0] } ?? []
            facts.append(source.rawValue)
            if reused {
                facts.append("kept")
            }
            if decorators > 0 {
                facts.append(decorators == 1 ? "1 decorator" : "\(decorators) decorators")
            }
            facts.append(duration.map(Self.format) ?? "unfinished")
            let failed = failure.map { " failed: \($0)" } ?? stoppedBy.map { " stopped: \($0)" } ?? ""
            return "\(indent)\(node.id) (\(facts.joined(separator: ", ")))\(failed)"
        }

        /// `0.9 µs`, `41.2 µs`, `3.1 ms`, `1.2 s`: one decimal, in the largest unit under a thousand.
        static func format(_ duration: Duration) -> String {
            let (seconds, attoseconds) = duration.components
            let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
            let (value, unit) =
                nanoseconds < 1e6
                ? (nanoseconds / 1e3, "µs") : nanoseconds < 1e9 ? (nanoseconds / 1e6, "ms") : (nanoseconds / 1e9, "s")
            let tenths = Int((value * 10).rounded())
            return "\(tenths / 10).\(tenths % 10) \(unit)"
        }
    }
}
