import Foundation

/// Whether this process's launch arguments and environment variables may choose its ``DependencyContext``.
///
/// Whoever launches a process chooses its arguments and environment; if they could pick the context, anyone able
/// to launch a shipped binary could switch it to the test and preview values a team wrote to bypass real services.
/// So only a debug build (DICore compiled with `DEBUG`) trusts them; a build without `DEBUG` is `test` only as a
/// test binary that links DITesting, and otherwise live, whatever it is launched with. A release build meant to be
/// driven from outside, such as the build a UI-testing target launches, opts in with ``trust(fileID:line:)``.
public enum LaunchEnvironment {
    /// Lets this process's launch arguments and environment variables choose its context, as in a debug build.
    ///
    /// **This is a security decision.** After this call anyone who can launch the binary can switch it to its
    /// test or preview values (`DITOOLKIT_CONTEXT=test`), and so past whatever those values bypass: sign-in,
    /// payments, the real server. Call it only in a build that never reaches users, such as the build your UI
    /// tests launch, and keep it out of the shipped app with a compilation condition of that build.
    ///
    /// Call it first thing at launch: the context and the launch are read once, when anything first reads them
    /// (resolving a dependency declared per context does). A call after that changes nothing, and reports
    /// (`DIError.Code.launchEnvironmentTrustedTooLate`) each launch input it can no longer honour: another context
    /// the launch asks for, the launch arguments (which then meet no `.argument` value) and the scenario the launch
    /// names; the process keeps what it has. A debug build trusts its launch environment already.
    ///
    /// ```swift
    /// // main.swift
    /// #if UI_TESTING  // the build the UI tests launch, with DITOOLKIT_CONTEXT=test
    ///     LaunchEnvironment.trust()
    /// #endif
    /// AppWiring.bindAll()
    /// ```
    public static func trust(fileID: String = #fileID, line: UInt = #line) {
        let process = ProcessInfo.processInfo
        trust(environment: process.environment, arguments: process.arguments, fileID: fileID, line: line)
    }

    /// ``trust(fileID:line:)`` for a launch with `environment` and `arguments`, exposed to test its report.
    @_spi(Testing) public static func trust(
        environment: [String: String],
        arguments: [String],
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        let cameBeforeDetection = state.withLock { state in
            if !state.isSettled {
                state.isTrustedByCall = true
            }
            return !state.isSettled
        }
        guard !cameBeforeDetection else { return }
        let location = SourceLocation(fileID: fileID, line: line)
        for report in lateTrustReports(environment: environment, arguments: arguments, location: location) {
            DiagnosticReporter.report(report)
        }
    }

    /// What a ``trust(fileID:line:)`` that came after the launch was read can no longer honour, one report each:
    /// the context the launch asks for, its arguments (which then meet no `.argument` value) and the scenario it names.
    private static func lateTrustReports(
        environment: [String: String], arguments: [String], location: SourceLocation
    ) -> [DIError] {
        var reports: [DIError] = []
        let requested = DependencyContext.detect(
            environment: environment, arguments: arguments, launchEnvironmentTrusted: true,
            isTestBinary: TestRunnerHook.installed != nil)
        let detected = DependencyContext.detected
        if requested != detected {
            reports.append(
                .launchEnvironmentTrustedTooLate(detected: detected, requested: requested, location: location))
        }
        let read = LaunchFacts.process
        let asked = LaunchFacts(arguments: arguments, environment: environment, isTrusted: true)
        let scenario = DependencyScenarios.scenarioNamed(in: asked)
        var given = Array(arguments.dropFirst())
        if let flag = given.firstIndex(of: DependencyScenarios.launchArgument) {
            given.removeSubrange(flag..<min(flag + 2, given.count))
        }
        let ignored = given.filter { !(read.isTrusted && read.arguments.contains($0)) }
        if !ignored.isEmpty {
            reports.append(.launchArgumentsTrustedTooLate(ignored, location: location))
        }
        if let scenario, DependencyScenarios.scenarioNamed(in: read)?.name != scenario.name {
            reports.append(
                .launchScenarioTrustedTooLate(scenario.name, namedBy: scenario.namedBy, location: location))
        }
        return reports
    }

    /// Whether the launch environment may choose the context: in a debug build, or after ``trust(fileID:line:)``.
    ///
    /// The first read settles the answer for the process, so a later ``trust(fileID:line:)`` is known to be too
    /// late; a feature that lets the launch choose anything must read it.
    package static var isTrusted: Bool {
        state.withLock { state in
            state.isSettled = true
            return isDebugBuild || state.isTrustedByCall
        }
    }

    /// Whether DICore was compiled with `DEBUG`, which SwiftPM and Xcode set for all the modules of a debug build.
    static var isDebugBuild: Bool {
        #if DEBUG
            true
        #else
            false
        #endif
    }

    /// Whether ``trust(fileID:line:)`` was called, and whether the answer was read (after which it cannot change).
    private struct State {
        var isTrustedByCall = false
        var isSettled = false
    }

    private static let state = Locked(State())
}
