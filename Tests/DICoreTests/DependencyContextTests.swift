import DICore
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
}
