import DICore
import DITesting
import DIWrappers
import Testing

// The examples of "Security" in Docs/DIToolkit.docc/Testing.md, compiled and run; each block appears there verbatim.
// What they cannot show in a debug test process (a release build launched with each override) is proved by
// Tests/ReleaseContextPackage/run.sh.

protocol Auth: Sendable {
    var isSignedIn: Bool { get }
}

struct RealAuth: Auth {
    var isSignedIn: Bool { false }
}

#if DEBUG
    struct AlwaysSignedIn: Auth {
        var isSignedIn: Bool { true }
    }

    struct PreviewAuth: Auth {
        var isSignedIn: Bool { true }
    }
#endif

func bindSignIn() {
    #if DEBUG
        Container.bind(
            .singleton, to: (any Auth).self,
            live: { _ in RealAuth() },
            test: { _ in AlwaysSignedIn() },
            preview: { _ in PreviewAuth() })
    #else
        Container.bind(
            .singleton, to: (any Auth).self, live: { _ in RealAuth() })
    #endif
}

/// The launch of the build the UI tests drive; they start it with
/// DITOOLKIT_CONTEXT=test.
func launchForUITests() {
    LaunchEnvironment.trust()  // first: nothing has read the context yet
    bindSignIn()
}

@Suite("Testing with DIToolkit: the Security section's examples")
struct TestingArticleSecurityExamples {
    // A release build's side (the test value left out, DI010 when a test reaches it) is proved by
    // Tests/ReleaseContextPackage, whose tests run with -c release.
    #if DEBUG
        @Test("a debug build keeps the test value that a release build leaves out")
        func debugBuildHasTheTestValue() {
            Container.withFreshMain {
                bindSignIn()
                #expect(Container.resolveAssert((any Auth).self).isSignedIn)
            }
        }
    #endif

    @Test("the UI-testing launch trusts its launch environment and then binds as the app does")
    func uiTestingLaunch() {
        Container.withFreshMain {
            // In this test process the context is long detected; the launch asks for the same one, so nothing is reported.
            let (_, reports) = DiagnosticReporter.collectReports { launchForUITests() }
            #expect(reports.isEmpty)
            #expect(Container.main.isBound((any Auth).self))
        }
    }
}
