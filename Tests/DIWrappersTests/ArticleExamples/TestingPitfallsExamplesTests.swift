import DITesting
import DIWrappers
import Testing

// The examples of Docs/DIToolkit.docc/TestingPitfalls.md, verbatim; each block is found here as a whole by
// Tests/DICoreTests/DocumentationBlocksTests.swift.
@Suite("Testing pitfalls article")
struct TestingPitfallsExamplesTests {
    @Test("the launch wiring binds the live logger", .isolatedDependencies)
    func launchWiringBindsTheLogger() {
        // this test's own Container.main
        Container.bind(Logger.self, value: RemoteLogger())
        #expect(Container.main.resolveAssert(Logger.self).name == "remote")
    }

    @Test(
        "the refresh finishes before the test ends",
        .dependencies { $0.bind(Logger.self, value: ConsoleLogger()) })
    func refreshFinishesInTheTest() async {
        let refresh = Task { Container.main.resolveAssert(Logger.self).name }
        // awaited, so it cannot outlive the test
        #expect(await refresh.value == "console")
    }

    @Test("an unimplemented effect is reported with its code")
    func unimplementedEffectIsReported() {
        let (_, reports) = DiagnosticReporter.collectReports {
            DiagnosticReporter.report(.unimplemented("Now"))
        }
        #expect(reports.map(\.code) == [.unimplemented])
    }
}
