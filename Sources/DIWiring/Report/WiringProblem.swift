/// Something wrong with the wiring that a ``WiringReport`` found, about one node.
///
/// ```swift
/// #expect(report.problems.map(\.kind) == [.missing])
/// ```
public struct WiringProblem: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The kinds of problem a report lists.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// A build asked for a key that nothing binds.
        case missing
        /// A build needed itself, directly or through what it built.
        case cycle
        /// A container was given two bindings of one key; the later one replaced the earlier.
        case duplicateBinding = "duplicate binding"
        /// A binding that nothing resolved: no entry point reached it, or the recorded run never asked for it.
        case neverResolved = "never resolved"
        /// A registry with no desired implementation, so `shared` hands out its mock.
        case registryNeverAssigned = "registry never assigned"
        /// Any other failed build (a factory that threw, a type mismatch, a wait or depth limit), with its code.
        case failed
    }

    /// What is wrong.
    public let kind: Kind
    /// The ``WiringNode/id`` of the node it is about.
    public let node: String
    /// One line that says what was seen, e.g. the cycle's path or where the key was bound twice.
    public let detail: String

    /// A problem about the node with id `node`.
    public init(kind: Kind, node: String, detail: String) {
        self.kind = kind
        self.node = node
        self.detail = detail
    }

    /// Ordered by node, then kind, then detail: the order reports keep their problems in.
    public static func < (lhs: WiringProblem, rhs: WiringProblem) -> Bool {
        (lhs.node, lhs.kind.rawValue, lhs.detail) < (rhs.node, rhs.kind.rawValue, rhs.detail)
    }

    /// `missing: unbound: MyApp.Clock (needed by main: MyApp.Checkout)`.
    public var description: String {
        "\(kind.rawValue): \(node) (\(detail))"
    }
}
