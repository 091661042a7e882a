import DICore
import DITesting
import SignIn
import Testing

@Suite("A test binary that links DITesting")
struct TestContextTests {
    @Test("runs in the test context and gets every style's test value, in debug and in release")
    func runsInTheTestContext() {
        bindSignIn()
        #expect(DependencyContext.detected == .test)
        #expect(launchReport() == "context=test wrappers=test reader=test effects=test signedIn=true")
    }
}
