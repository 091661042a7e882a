/// Which dependencies a piece of code resolved, in which style, and where each value came from: a test's
/// dependency log.
///
/// Each ``Entry`` is one dependency reached from one source, in the order first reached, with how many
/// times: a container's binding or override (Wrappers), a static context (Reader), a registry (Registry) or
/// a world and its fields (World). A kept value that was built before the log started, or by a task outside
/// it (a singleton another test built), is listed as such: the log cannot tell where that value came from.
///
/// In a test, DITesting's `.dependencyLog` trait records one for you; elsewhere, record one around the code:
///
/// ```swift
/// let (_, log) = DependencyLog.recording {
///     _ = Container.main.resolveAssert(CheckoutModel.self)
/// }
/// print(log.text)
/// #expect(log.liveValues.isEmpty)
/// ```
public struct DependencyLog: Sendable, CustomStringConvertible {
    /// The style a dependency was resolved in.
    public enum Style: String, Sendable, CaseIterable {
        /// A container's binding or override (DIWrappers).
        case wrappers = "Wrappers"
        /// A type's static context (DIReader).
        case reader = "Reader"
        /// A registry's shared instance (DIRegistry).
        case registry = "Registry"
        /// A world or one of its fields (DIEffects).
        case world = "World"

        /// The style whose nodes are of `kind`.
        init(_ kind: WiringNode.Kind) {
            switch kind {
            case .binding, .override, .unbound, .consumer: self = .wrappers
            case .staticContext: self = .reader
            case .registry: self = .registry
            case .world: self = .world
            }
        }
    }

    /// One dependency reached from one source.
    public struct Entry: Hashable, Sendable, CustomStringConvertible {
        /// What handed the value out, e.g. `main: MyApp.Logger` or `world: World.now`.
        public let node: WiringNode
        /// Where the value came from; for a value kept from outside the log, where the log saw it handed out.
        public let source: WiringSource
        /// An existing value was handed out that no resolution inside the log built: built before the log
        /// started, or by a task outside it, such as another test.
        public let isKeptFromOutside: Bool
        /// How many resolutions reached it from this source.
        public internal(set) var count: Int

        /// The style the dependency was resolved in.
        public var style: Style {
            Style(node.kind)
        }

        /// Whether the value is the live one: a binding's, a parent's binding's, a static context's or a world's
        /// declared value, with no test value, override or isolated state in the way. A value kept from outside
        /// is not counted, as its source is unknown.
        public var isLiveValue: Bool {
            node.kind != .unbound && !isKeptFromOutside && (source == .binding || source == .parent)
        }

        /// `Wrappers  main: MyApp.Logger (singleton, test value, 2 times)`.
        public var description: String {
            var facts = node.lifetime.map { [$0] } ?? []
            if node.kind == .unbound {
                facts.append("not bound")
            } else if isKeptFromOutside {
                facts.append("kept, built outside this log")
            } else {
                facts.append(isLiveValue ? "\(source.rawValue), live value" : source.rawValue)
            }
            if count > 1 {
                facts.append("\(count) times")
            }
            let style = style.rawValue + String(repeating: " ", count: max(0, 8 - style.rawValue.count))
            return "\(style)  \(node.id) (\(facts.joined(separator: ", ")))"
        }
    }

    /// Every dependency reached, in the order first reached.
    public let entries: [Entry]

    /// The entries whose value was the live one.
    public var liveValues: [Entry] {
        entries.filter(\.isLiveValue)
    }

    /// The log as text: a heading, then one line per entry.
    ///
    /// ```text
    /// Dependency log: 2 dependencies
    ///   Wrappers  main: MyApp.Logger (singleton, test value)
    ///   World     world: World.now (override, 2 times)
    /// ```
    public var text: String {
        guard !entries.isEmpty else { return "Dependency log: nothing resolved" }
        let heading = "Dependency log: \(entries.count) \(entries.count == 1 ? "dependency" : "dependencies")"
        return ([heading] + entries.map { "  \($0)" }).joined(separator: "\n")
    }

    /// The log's ``text``.
    public var description: String {
        text
    }
}
