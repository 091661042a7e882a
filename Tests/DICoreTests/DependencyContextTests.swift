@_spi(Testing) import DICore
import Testing

@Suite("Context detection")
struct DependencyContextTests {
    @Test("this test process is detected as a test")
    func detectsTestRunner() {
        #expect(DependencyContext.detected == .test)
        #expect(DependencyContext.current == .test)
    }

    /// The launches that chose a context by their arguments or environment alone.
    static let launchSignals: [([String: String], [String], DependencyContext)] = [
        (["DITOOLKIT_CONTEXT": "test"], ["/x/app"], .test),
        (["DITOOLKIT_CONTEXT": "Preview"], ["/x/app"], .preview),
        (["XCODE_RUNNING_FOR_PREVIEWS": "1"], ["/x/app"], .preview),
        (["XCTestConfigurationFilePath": "/tmp/x"], ["/x/app"], .test),
        (["XCTestBundlePath": "/tmp/x"], ["/x/app"], .test),
        (["XCTestSessionIdentifier": "x"], ["/x/app"], .test),
        ([:], ["/x/MyPackageTests.xctest"], .test),
        ([:], ["/usr/bin/xctest", "Bundle.xctest"], .test),
        ([:], ["/x/swiftpm-testing-helper"], .test),
        ([:], ["/x/app", "--testing-library", "swift-testing"], .test),
    ]

    @Test(
        "a trusted launch (every debug build) chooses the context by its arguments and environment",
        arguments: launchSignals)
    func trustedLaunchChooses(environment: [String: String], arguments: [String], context: DependencyContext) {
        let detected = DependencyContext.detect(
            environment: environment, arguments: arguments, launchEnvironmentTrusted: true, isTestBinary: false)
        #expect(detected == context)
    }

    @Test(
        "an untrusted launch (a release build) stays live whatever its arguments and environment say",
        arguments: launchSignals)
    func untrustedLaunchStaysLive(environment: [String: String], arguments: [String], context: DependencyContext) {
        let detected = DependencyContext.detect(
            environment: environment, arguments: arguments, launchEnvironmentTrusted: false, isTestBinary: false)
        #expect(detected == .live)
    }

    @Test(
        "detection rules",
        arguments: [
            // DITOOLKIT_CONTEXT wins over every other signal of a trusted launch.
            (["DITOOLKIT_CONTEXT": "live"], ["/x/MyPackageTests.xctest"], true, true, DependencyContext.live),
            ([:], ["/x/di-compare"], true, false, .live),
            // DITesting's load-time hook makes a test binary of any build, with no other signal.
            ([:], ["/x/app"], true, true, .test),
            ([:], ["/x/app"], false, true, .test),
            // An untrusted test binary is in the test context whatever its launch asks for: never preview.
            (["DITOOLKIT_CONTEXT": "preview", "XCODE_RUNNING_FOR_PREVIEWS": "1"], ["/x/app"], false, true, .test),
            (["DITOOLKIT_CONTEXT": "live"], ["/x/app"], false, true, .test),
        ])
    func detectionRules(
        environment: [String: String], arguments: [String], trusted: Bool, testBinary: Bool,
        expected: DependencyContext
    ) {
        let context = DependencyContext.detect(
            environment: environment, arguments: arguments, launchEnvironmentTrusted: trusted,
            isTestBinary: testBinary)
        #expect(context == expected)
    }

    @Test("a scoped context applies to this task only")
    func scopedContext() async {
        await DependencyContext.withContext(.live) {
            #expect(DependencyContext.current == .live)
            await withTaskGroup(of: DependencyContext.self) { group in
                group.addTask { DependencyContext.current }
                #expect(await group.next() == .live)
            }
        }
        #expect(DependencyContext.current == .test)
    }

    @Test("a scoped context keeps the overrides in force and is kept by overrides opened inside it")
    func scopedContextAndOverridesNest() {
        let key = DependencyKey(Int.self, identifier: "context-and-overrides")
        DependencyOverrides.with {
            $0.set(key, value: 7)
        } operation: {
            DependencyContext.withContext(.preview) {
                #expect(DependencyContext.current == .preview)
                #expect((try? DependencyOverrides.current.value(for: key, as: Int.self)) == 7)
                DependencyIsolation.withFreshState {
                    #expect(DependencyContext.current == .preview)
                }
            }
        }
    }

    @Test("a scoped context counts as a live scope, so fast paths look it up")
    func scopedContextIsAScope() {
        DependencyContext.withContext(.live) {
            #expect(DependencyOverrides.mayBeActive)
        }
    }
}
