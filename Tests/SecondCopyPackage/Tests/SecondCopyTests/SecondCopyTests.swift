import Foundation
import Greeting
import Testing

/// The plug-in built beside this test binary, which carries its own copy of DIToolkit.
let plugInPath: String = {
    let directory =
        Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
        ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    #if canImport(Darwin)
        return directory.appendingPathComponent("libPluginCopy.dylib").path
    #else
        return directory.appendingPathComponent("libPluginCopy.so").path
    #endif
}()

@Suite("A second copy of DIToolkit")
struct SecondCopyTests {
    @Test("a process with one copy of DIToolkit reports nothing")
    func oneCopyPasses() {
        #expect(GreetingFeature.greet() == "Hello from a test")
    }

    // run.sh runs it alone and expects it to fail with DI016 naming both images.
    @Test(
        "a test whose process loaded a second copy fails with DI016",
        .enabled(if: ProcessInfo.processInfo.environment["SECONDCOPY_LOAD_PLUGIN"] == "1"))
    func secondCopyFailsTheTest() {
        #expect(GreetingFeature.loadPlugIn(at: plugInPath) == nil)
        #expect(GreetingFeature.greet() == "Hello from a test")
    }
}
