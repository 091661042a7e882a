/// Where a resolved value came from, as an edge of a ``WiringReport`` says.
///
/// When several apply, the edge names the one that decided the value: an override before
/// a test's isolated state, before a test or preview value, before a parent's binding.
public enum WiringSource: String, Hashable, Sendable, Codable, CaseIterable {
    /// The asked container's own binding, or the declared value of a static context or world.
    case binding
    /// A binding of a parent of the container that was asked.
    case parent
    /// A task-local override (`withOverrides`, `withOverride`, `withContext`, `withWorld`, `.dependencies`).
    case override
    /// The test value a binding, context, registry or world declared, read in the test context.
    case testValue = "test value"
    /// The preview value a binding, context, registry or world declared, read in a preview.
    case previewValue = "preview value"
    /// The value a binding or context declared for a ``/DICore/LaunchCondition`` that is met: a launch argument or
    /// environment value, the simulator, a device or a debug build.
    case launchValue = "launch value"
    /// State that belongs to the running test (DITesting's fresh state): its registry assignment, context switch or
    /// prepared world.
    case isolatedState = "isolated state"
    /// A registry's desired implementation, or the world `prepareWorld` set, once at launch.
    case assigned
    /// A registry's mock, handed out because nothing was assigned.
    case mock
}

/// One resolution a ``WiringReport`` saw: `from`'s build asked for `to`, whose value came from `source`.
///
/// ```swift
/// let edge = WiringEdge(
///     from: "main: MyApp.Checkout", to: "main: MyApp.Logger", source: .binding)
/// ```
public struct WiringEdge: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The ``WiringNode/id`` of the node whose build asked.
    public let from: String
    /// The ``WiringNode/id`` of the node that answered.
    public let to: String
    /// Where the value came from.
    public let source: WiringSource

    /// An edge between two node ids.
    public init(from: String, to: String, source: WiringSource) {
        self.from = from
        self.to = to
        self.source = source
    }

    /// Ordered by `from`, then `to`, then source, which is the order reports keep their edges in.
    public static func < (lhs: WiringEdge, rhs: WiringEdge) -> Bool {
        (lhs.from, lhs.to, lhs.source.rawValue) < (rhs.from, rhs.to, rhs.source.rawValue)
    }

    /// `main: MyApp.Checkout -> main: MyApp.Logger (binding)`.
    public var description: String {
        "\(from) -> \(to) (\(source.rawValue))"
    }
}
