import Foundation

/// Whether the process runs live, under tests, or for an Xcode preview.
///
/// Styles use it to hand out mocks by default in tests and to report a mock
/// that reaches live code. Detection runs once per process, when the context is
/// first read. A test binary that links DITesting is in the test context in
/// every build. Beyond that, only a trusted launch (a debug build, or a release
/// build that called ``LaunchEnvironment/trust(fileID:line:)``) chooses by its
/// environment and arguments: the environment variable `DITOOLKIT_CONTEXT`
/// (`live`, `test` or `preview`) wins; then Xcode previews
/// (`XCODE_RUNNING_FOR_PREVIEWS=1`); then the test runners of `swift test` and
/// Xcode on Linux and Apple platforms (XCTest and Swift Testing). Any other
/// process is live. A test can pretend to be live for one task with
/// ``withContext(_:operation:)-3tym``. Values can also be declared per
/// ``LaunchCondition`` (a launch argument, the simulator, a debug build); see
/// ``LaunchValue`` for the order in which they and the context's values are picked.
///
/// ```swift
/// if DependencyContext.current == .live {
///     DiagnosticReporter.report(.mockVendedInLiveContext(CoreRegistry.self))
/// }
/// ```
public enum DependencyContext: String, Sendable, CaseIterable {
    /// The running app or tool.
    ///
    /// ```swift
    /// DependencyContext.withContext(.live) { runFeature() }
    /// ```
    case live
    /// A test process (`swift test`, Xcode's test runner).
    ///
    /// ```swift
    /// let useMocks = DependencyContext.current == .test
    /// ```
    case test
    /// An Xcode preview.
    ///
    /// ```swift
    /// if DependencyContext.current == .preview { /* hand out sample data */ }
    /// ```
    case preview

    /// The environment variable that forces the context of a trusted launch (see ``LaunchEnvironment``).
    ///
    /// ```swift
    /// // DITOOLKIT_CONTEXT=live swift test   runs the tests of a debug build as if live
    /// let forced = ProcessInfo.processInfo.environment[DependencyContext.environmentVariable]
    /// ```
    public static let environmentVariable = "DITOOLKIT_CONTEXT"

    /// The context of the current task: a scoped one if set, otherwise ``detected``.
    ///
    /// The scoped context lives in DICore's one task-local region state, so while no
    /// scope is open anywhere in the process this is one atomic load and ``detected``.
    ///
    /// ```swift
    /// let useMocks = DependencyContext.current != .live
    /// ```
    @inlinable
    public static var current: DependencyContext {
        TaskRegion.current?.context ?? detected
    }

    /// The context detected for the whole process, when it is first read.
    ///
    /// DITesting's load-time hook is what marks a test binary: a C constructor installs it before `main`,
    /// and only test targets link DITesting.
    ///
    /// ```swift
    /// print(DependencyContext.detected)  // test, under `swift test`
    /// ```
    public static let detected: DependencyContext = detect(
        environment: ProcessInfo.processInfo.environment,
        arguments: ProcessInfo.processInfo.arguments,
        launchEnvironmentTrusted: LaunchEnvironment.isTrusted,
        isTestBinary: TestRunnerHook.installed != nil)

    /// Runs `operation` with `context` as the current context of this task tree.
    ///
    /// ```swift
    /// DependencyContext.withContext(.live) { _ = CoreRegistry.shared }  // reports the mock
    /// ```
    @discardableResult
    public static func withContext<Result>(
        _ context: DependencyContext,
        operation: () throws -> Result
    ) rethrows -> Result {
        try TaskRegion.with(regionState(with: context), operation: operation)
    }

    /// The `async` form of ``withContext(_:operation:)-3tym``.
    ///
    /// ```swift
    /// await DependencyContext.withContext(.preview) { await model.load() }
    /// ```
    @discardableResult
    public static func withContext<Result>(
        _ context: DependencyContext,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await TaskRegion.with(regionState(with: context), isolation: isolation, operation: operation)
    }

    /// The current region state (overrides and isolation stay in force) with `context` set.
    private static func regionState(with context: DependencyContext) -> RegionState {
        var state = TaskRegion.currentOrEmpty
        state.context = context
        return state
    }

    /// The detection rules, exposed for tests of the rules themselves.
    ///
    /// An untrusted launch is `test` in a test binary and `live` otherwise: its arguments and environment
    /// are never read, so nothing a launcher passes can reach test or preview values.
    ///
    /// ```swift
    /// #expect(
    ///     DependencyContext.detect(
    ///         environment: ["DITOOLKIT_CONTEXT": "test"], arguments: [], launchEnvironmentTrusted: false,
    ///         isTestBinary: false) == .live)
    /// ```
    @_spi(Testing) public static func detect(
        environment: [String: String],
        arguments: [String],
        launchEnvironmentTrusted: Bool,
        isTestBinary: Bool
    ) -> DependencyContext {
        guard launchEnvironmentTrusted else {
            return isTestBinary ? .test : .live
        }
        if let forced = environment[environmentVariable].flatMap({ DependencyContext(rawValue: $0.lowercased()) }) {
            return forced
        }
        if environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" {
            return .preview
        }
        if isTestBinary {
            return .test
        }
        let testEnvironmentKeys = ["XCTestConfigurationFilePath", "XCTestBundlePath", "XCTestSessionIdentifier"]
        if testEnvironmentKeys.contains(where: { environment[$0] != nil }) {
            return .test
        }
        let program = arguments.first.map { ($0 as NSString).lastPathComponent } ?? ""
        if program.hasSuffix(".xctest") || program == "xctest" || program == "swiftpm-testing-helper" {
            return .test
        }
        if arguments.contains("--testing-library") {
            return .test
        }
        return .live
    }
}
