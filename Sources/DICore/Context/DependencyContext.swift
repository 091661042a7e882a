import Foundation

/// Whether the process runs live, under tests, or for an Xcode preview.
///
/// Styles use it to hand out mocks by default in tests and to report a mock that reaches live code. It is detected
/// once per process: a test binary that links DITesting is `test` in every build; beyond that, only a trusted launch
/// (a debug build, or a release build that called ``LaunchEnvironment/trust(fileID:line:)``) chooses by its
/// environment and arguments: `DITOOLKIT_CONTEXT` (`live`, `test` or `preview`) wins, then Xcode previews
/// (`XCODE_RUNNING_FOR_PREVIEWS=1`), then the test runners of `swift test` and Xcode. Any other process is live. A
/// task can run in another context with ``withContext(_:operation:)-3tym``; values per ``LaunchCondition`` are picked
/// as ``LaunchValue`` says.
///
/// ```swift
/// if DependencyContext.current == .live {
///     DiagnosticReporter.report(.mockVendedInLiveContext(CoreRegistry.self))
/// }
/// ```
public enum DependencyContext: String, Sendable, CaseIterable {
    /// The running app or tool.
    case live
    /// A test process (`swift test`, Xcode's test runner).
    case test
    /// An Xcode preview.
    case preview

    /// The environment variable that forces the context of a trusted launch (see ``LaunchEnvironment``).
    public static let environmentVariable = "DITOOLKIT_CONTEXT"

    /// The context of the current task: the one ``withContext(_:operation:)-3tym`` set, otherwise ``detected``.
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
    /// A test binary is marked by DITesting's hook, which a C constructor installs before `main`.
    public static let detected: DependencyContext = detect(
        environment: ProcessInfo.processInfo.environment,
        arguments: ProcessInfo.processInfo.arguments,
        launchEnvironmentTrusted: LaunchEnvironment.isTrusted,
        isTestBinary: TestRunnerHook.installed != nil)

    /// Runs `operation` with `context` as the current context of this task tree.
    ///
    /// ```swift
    /// // reports the mock
    /// DependencyContext.withContext(.live) { _ = CoreRegistry.shared }
    /// ```
    @discardableResult
    public static func withContext<Result>(
        _ context: DependencyContext,
        operation: () throws -> Result
    ) rethrows -> Result {
        try TaskRegion.with(regionState(with: context), operation: operation)
    }

    /// The `async` form of ``withContext(_:operation:)-3tym``.
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
    /// An untrusted launch is `test` in a test binary and `live` otherwise: nothing a launcher passes is read.
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
