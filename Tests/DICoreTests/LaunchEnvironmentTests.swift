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

    @Test("trusting after detection reports nothing when the launch asks for the context already detected")
    func lateTrustOfTheSameContextIsQuiet() {
        let (_, reports) = DiagnosticReporter.collectReports {
            LaunchEnvironment.trust(
                environment: ["DITOOLKIT_CONTEXT": DependencyContext.detected.rawValue], arguments: ["/x/app"])
        }
        #expect(reports.isEmpty)
    }
}
