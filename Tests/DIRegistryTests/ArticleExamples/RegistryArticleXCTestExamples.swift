#if canImport(XCTest)
    import DIRegistry
    import DITesting
    import XCTest

    // The BuoyTestCase example of Docs/DIToolkit.docc/Testing.md and the DITesting catalog, compiled and run.
    // It uses the fixtures' CoreRegistry, so it enrols no registry the verification tests do not know.

    final class CoreRegistryXCTests: BuoyTestCase {
        func testStartsWithTheMockRegistry() {
            XCTAssertFalse(CoreRegistry.hasDesiredImplementation)
            XCTAssertTrue(
                CoreRegistry.shared.experimentLauncher is MockExperimentLauncher)
        }
    }
#endif
