/// A named set of overrides in any style, declared once and applied by name to a test, a preview or the launch of a
/// UI-tested app.
///
/// The overrides are the ones every style adds to ``DependencyOverrides`` (`bind` in DIWrappers, `world` in
/// DIEffects, `setRegistry` in DIRegistry, `setContext` in DIReader). A test applies a scenario with DITesting's
/// `.scenario` trait, a preview with `PreviewRegion.run(scenario:)`, and a UI test names it in the launch
/// environment (`DITOOLKIT_SCENARIO=emptyInbox`) for the app to apply with
/// ``DependencyScenarios/applyLaunchScenario(fileID:line:)``.
///
/// ```swift
/// enum AppScenarios {
///     static let all = DependencyScenarios(
///         "AppScenarios",
///         [
///             DependencyScenario("emptyInbox") {
///                 $0.bind(
///                     (any MessageStore).self,
///                     value: SampleMessageStore(messages: []))
///             },
///             DependencyScenario("signedOut") {
///                 $0.bind((any Session).self, value: SignedOutSession())
///             },
///         ])
/// }
/// ```
public struct DependencyScenario: Sendable, CustomStringConvertible {
    /// The name tests, previews and launches use.
    public let name: String
    private let configure: @Sendable (inout DependencyOverrides) -> Void

    /// A scenario called `name` whose overrides `configure` makes.
    public init(_ name: String, _ configure: @escaping @Sendable (inout DependencyOverrides) -> Void) {
        self.name = name
        self.configure = configure
    }

    /// Adds the scenario's overrides to `overrides`.
    ///
    /// ```swift
    /// @Test(.dependencies { emptyInbox.apply(to: &$0) }) func showsNothing() {}
    /// ```
    public func apply(to overrides: inout DependencyOverrides) {
        configure(&overrides)
    }

    /// Runs `operation` with the scenario's overrides in force for its task tree.
    @discardableResult
    public func run<Result>(_ operation: () throws -> Result) rethrows -> Result {
        try DependencyOverrides.with({ configure(&$0) }, operation: operation)
    }

    /// The `async` form of `run(_:)`.
    @discardableResult
    public func run<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> Result
    ) async rethrows -> Result {
        try await DependencyOverrides.with({ configure(&$0) }, isolation: isolation, operation: operation)
    }

    /// The name, as `scenario "emptyInbox"`.
    public var description: String {
        "scenario \"\(name)\""
    }
}

/// An app's scenarios, looked up by name: what a test trait, a preview and a UI test's launch name.
public struct DependencyScenarios: Sendable {
    /// What the app calls this set, for reports (`AppScenarios`).
    public let catalogName: String
    /// The scenarios, in the order they were declared.
    public let scenarios: [DependencyScenario]

    /// The environment variable a UI test sets to the name of the scenario the app applies at launch.
    ///
    /// ```swift
    /// // in an XCUITest
    /// app.launchEnvironment[DependencyScenarios.environmentVariable] = "emptyInbox"
    /// ```
    public static let environmentVariable = "DITOOLKIT_SCENARIO"

    /// The launch argument that names the scenario, followed by the name: `-DIToolkitScenario emptyInbox`.
    public static let launchArgument = "-DIToolkitScenario"

    /// A set called `catalogName` holding `scenarios`; of two scenarios with one name, the first wins.
    public init(_ catalogName: String, _ scenarios: [DependencyScenario]) {
        self.catalogName = catalogName
        self.scenarios = scenarios
    }

    /// The scenario called `name`; a name none has throws `DIError.Code.unknownScenario`, listing the known names.
    public func named(_ name: String, fileID: String = #fileID, line: UInt = #line) throws(DIError)
        -> DependencyScenario
    {
        guard let scenario = scenarios.first(where: { $0.name == name }) else {
            throw .unknownScenario(
                name, catalog: catalogName, known: scenarios.map(\.name),
                location: SourceLocation(fileID: fileID, line: line))
        }
        return scenario
    }

    /// The scenario the current launch names, if any: `DITOOLKIT_SCENARIO`, else the value after
    /// `-DIToolkitScenario`, read only in a launch ``LaunchEnvironment`` trusts.
    package func nameInLaunch(_ launch: LaunchFacts) -> String? {
        Self.scenarioNamed(in: launch)?.name
    }

    /// The scenario `launch` names and what named it (the environment variable or the launch argument), if any; read
    /// only in a launch ``LaunchEnvironment`` trusts.
    package static func scenarioNamed(in launch: LaunchFacts) -> (name: String, namedBy: String)? {
        guard launch.isTrusted else { return nil }
        if let named = launch.environment[environmentVariable] {
            return (named, environmentVariable)
        }
        guard let flag = launch.orderedArguments.firstIndex(of: launchArgument),
            launch.orderedArguments.indices.contains(flag + 1)
        else { return nil }
        return (launch.orderedArguments[flag + 1], launchArgument)
    }
}
