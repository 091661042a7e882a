import Foundation

/// What a task's launch says: its arguments and environment, and whether they may choose anything.
///
/// The process's launch is read once; a task inside ``LaunchEnvironment/withLaunch(arguments:environment:operation:)``
/// sees the launch it simulates instead, so a test can prove what a UI test's launch would choose without
/// launching anything and without touching the launch of the tests running beside it.
@usableFromInline
package struct LaunchFacts: Sendable {
    let arguments: Set<String>
    /// The arguments in the order they were given, for an argument that takes a value (`-DIToolkitScenario name`).
    let orderedArguments: [String]
    let environment: [String: String]
    /// Whether the arguments and environment may choose (``LaunchEnvironment``): a simulated launch is, since the
    /// code that simulates it runs in the process already.
    let isTrusted: Bool

    package init(arguments: [String], environment: [String: String], isTrusted: Bool) {
        self.arguments = Set(arguments)
        self.orderedArguments = arguments
        self.environment = environment
        self.isTrusted = isTrusted
    }

    /// The current task's launch: a simulated one if an enclosing region set it, else the process's.
    package static var current: LaunchFacts {
        TaskRegion.current?.launch ?? process
    }

    /// The process's launch. Reading it settles ``LaunchEnvironment/isTrusted``, as detecting the context does.
    static let process = LaunchFacts(
        arguments: ProcessInfo.processInfo.arguments,
        environment: ProcessInfo.processInfo.environment,
        isTrusted: LaunchEnvironment.isTrusted)
}

extension LaunchEnvironment {
    /// Runs `operation` as if this process had been launched, trusted, with `arguments` and `environment`.
    ///
    /// Only the task tree of `operation` sees the simulated launch, so tests running beside it keep their own, and
    /// a value built from what the simulated launch picks (a singleton's launch value) is dropped when it ends.
    /// It decides which ``LaunchCondition``s are met (launch arguments and environment values); the context
    /// stays as it is (``DependencyContext/withContext(_:operation:)-3tym`` changes that).
    ///
    /// ```swift
    /// @Test func uiTestLaunchGetsTheEmptyInbox() {
    ///     LaunchEnvironment.withLaunch(arguments: ["-mockEmptyInbox"]) {
    ///         DependencyContext.withContext(.live) {
    ///             #expect(container.resolveAssert((any Inbox).self) is EmptyInbox)
    ///         }
    ///     }
    /// }
    /// ```
    @discardableResult
    public static func withLaunch<Result>(
        arguments: [String] = [],
        environment: [String: String] = [:],
        operation: () throws -> Result
    ) rethrows -> Result {
        try TaskRegion.with(regionState(arguments: arguments, environment: environment), operation: operation)
    }

    /// The `async` form of ``withLaunch(arguments:environment:operation:)``.
    @discardableResult
    public static func withLaunch<Result>(
        arguments: [String] = [],
        environment: [String: String] = [:],
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await TaskRegion.with(
            regionState(arguments: arguments, environment: environment), isolation: isolation, operation: operation)
    }

    /// The current region state (overrides, isolation and context stay in force) with the simulated launch set.
    private static func regionState(arguments: [String], environment: [String: String]) -> RegionState {
        var state = TaskRegion.currentOrEmpty
        state.launch = LaunchFacts(arguments: arguments, environment: environment, isTrusted: true)
        return state
    }
}
