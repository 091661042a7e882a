@_spi(Testing) import DICore
import Testing

@Suite("Context detection")
struct DependencyContextTests {
    @Test("this test process is detected as a test")
    func detectsTestRunner() {
        #expect(DependencyContext.detected == .test)
        #expect(DependencyContext.current == .test)
    }

    @Test(
        "detection rules",
        arguments: [
            (["DITOOLKIT_CONTEXT": "live"], ["/x/MyPackageTests.xctest"], DependencyContext.live),
            (["DITOOLKIT_CONTEXT": "Preview"], ["/x/app"], .preview),
            (["XCODE_RUNNING_FOR_PREVIEWS": "1"], ["/x/app"], .preview),
            (["XCTestConfigurationFilePath": "/tmp/x"], ["/x/app"], .test),
            ([:], ["/x/MyPackageTests.xctest"], .test),
            ([:], ["/usr/bin/xctest", "Bundle.xctest"], .test),
            ([:], ["/x/swiftpm-testing-helper"], .test),
            ([:], ["/x/runner", "--testing-library", "swift-testing"], .test),
            ([:], ["/x/di-compare"], .live),
        ])
    func detectionRules(environment: [String: String], arguments: [String], expected: DependencyContext) {
        #expect(DependencyContext.detect(environment: environment, arguments: arguments) == expected)
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
