import DICore
import DITesting
import DIWrappers
import SignIn
import Testing

@Suite("A test binary that links DITesting")
struct TestContextTests {
    @Test("runs in the test context and gets every style's test value, in debug and in release")
    func runsInTheTestContext() {
        bindSignIn()
        bindInbox()
        #expect(DependencyContext.detected == .test)
        #expect(
            launchReport()
                == "context=test wrappers=test reader=test effects=test signedIn=true inbox=test/test/test")
    }

    @Test("a test value kept under #if DEBUG is left out of a release build, where reaching it reports DI010")
    func debugOnlyTestValue() {
        bindPayments()
        let (payments, reports) = DiagnosticReporter.collectReports { Container.resolveAssert((any Payments).self) }
        #if DEBUG
            #expect(!payments.charges)
            #expect(reports.isEmpty)
        #else
            #expect(payments.charges)
            #expect(reports.map(\.code) == [.noTestValue])
        #endif
    }

    @Test(
        "the app's emptyInbox scenario runs a test by name, in every style", .scenario("emptyInbox", in: appScenarios))
    func scenarioRunsATest() {
        bindSignIn()
        bindInbox()
        #expect(launchReport().hasSuffix("inbox=scenario/scenario/scenario"))
    }
}
