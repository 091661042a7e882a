@_spi(Testing) import DICore
import Testing

/// `LaunchEnvironment.trust()` once the context is detected. Its effect before detection, and the rule that a build
/// without DEBUG ignores an untrusted launch, need a fresh process built in release: Tests/ReleaseContextPackage.
@Suite("Trusting the launch environment")
struct LaunchEnvironmentTests {
    @Test("trusting a launch that asks for another context after detection is reported and changes nothing")
    func lateTrustIsReported() throws {
        let detected = DependencyContext.detected
        let (_, reports) = DiagnosticReporter.collectReports {
            LaunchEnvironment.trust(
                environment: ["DITOOLKIT_CONTEXT": "preview"], arguments: ["/x/app"], fileID: "MyApp/Launch.swift",
                line: 7)
        }
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.code == .launchEnvironmentTrustedTooLate)
        #expect(report.facts.map(\.value) == [detected.rawValue, "preview"])
        #expect(report.location == SourceLocation(fileID: "MyApp/Launch.swift", line: 7))
        #expect(DependencyContext.detected == detected)
    }

    @Test(
        "a late trust reports each launch input it can no longer honour, its arguments and its scenario, with the fix")
    func lateTrustReportsIgnoredLaunchInputs() throws {
        // A trust is late once the launch has been read; read it here, or a run of this test alone trusts the launch
        // for the whole process instead of reporting.
        _ = DependencyContext.detected
        let (_, reports) = DiagnosticReporter.collectReports {
            LaunchEnvironment.trust(
                environment: [DependencyScenarios.environmentVariable: "emptyInbox"],
                arguments: ["/x/app", "-mockEmptyInbox", "-quietLogs"], fileID: "MyApp/Launch.swift", line: 9)
        }
        try #require(reports.count == 2, "\(reports)")
        #expect(reports.map(\.code) == [.launchEnvironmentTrustedTooLate, .launchEnvironmentTrustedTooLate])
        #expect(
            reports[0].summary
                == "LaunchEnvironment.trust() came after the launch was first read, so its arguments "
                + "-mockEmptyInbox -quietLogs meet no launch value's condition.")
        #expect(reports[0].facts.map(\.value) == ["-mockEmptyInbox -quietLogs"])
        #expect(
            reports[1].summary
                == "LaunchEnvironment.trust() came after the launch was first read, so the scenario \"emptyInbox\" "
                + "it names is not applied.")
        #expect(reports[1].facts.map(\.value) == ["emptyInbox", DependencyScenarios.environmentVariable])
        for report in reports {
            #expect(report.fix.hasPrefix("call LaunchEnvironment.trust() first thing at launch"))
            #expect(report.location == SourceLocation(fileID: "MyApp/Launch.swift", line: 9))
        }
    }

    @Test("a late trust names a scenario given as a launch argument, and does not list its flag as an argument")
    func lateTrustReadsTheScenarioArgument() throws {
        // A trust is late once the launch has been read; read it here, or a run of this test alone trusts the launch
        // for the whole process instead of reporting.
        _ = DependencyContext.detected
        let (_, reports) = DiagnosticReporter.collectReports {
            LaunchEnvironment.trust(
                environment: [:], arguments: ["/x/app", DependencyScenarios.launchArgument, "signedOut"])
        }
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.facts.map(\.value) == ["signedOut", DependencyScenarios.launchArgument])
    }

    @Test("trusting after detection reports nothing when the launch asks for the context already detected")
    func lateTrustOfTheSameContextIsQuiet() {
        let (_, reports) = DiagnosticReporter.collectReports {
            LaunchEnvironment.trust(
                environment: ["DITOOLKIT_CONTEXT": DependencyContext.detected.rawValue], arguments: ["/x/app"])
        }
        #expect(reports.isEmpty)
    }
}
