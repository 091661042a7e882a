#if canImport(XCTest)
    import DIEffects
    import DITesting
    import DIWrappers
    import Foundation
    import XCTest

    // The XCTest examples of Docs/DIToolkit.docc/Testing.md, compiled and run: the base classes are the
    // feature here, so these are XCTest cases.

    final class LaunchWiringXCTests: IsolatedDependenciesTestCase {
        func testLaunchBindsTheLiveEffects() {
            XCTAssertFalse(Container.main.isBound(URLRequester.self))  // a fresh, empty main
            bindJokeDependencies()
            XCTAssertTrue(Container.main.isBound(URLRequester.self))
        }
    }

#endif
