#if canImport(XCTest)
    import DICore
    import XCTest

    /// An XCTest base class that runs each test with fresh process-wide dependency state.
    ///
    /// `setUp`, the test method and `tearDown` all run inside
    /// `DependencyIsolation.withFreshState`, so a test's registry assignments,
    /// container bindings and other global state are its own and vanish afterwards.
    ///
    /// ```swift
    /// final class FeatureTests: IsolatedDependenciesTestCase {
    ///     func testUsesTheAssignedRegistry() {
    ///         CoreRegistry.assignDesiredImplementation(to: CoreRegistry(experimentLauncher: StubLauncher()))
    ///         XCTAssertTrue(FeatureModel().isExperimentOn)
    ///     }
    /// }
    /// ```
    open class IsolatedDependenciesTestCase: XCTestCase {
        /// Runs the test (with its `setUp` and `tearDown`) in fresh dependency state.
        ///
        /// ```swift
        /// override func invokeTest() {
        ///     super.invokeTest()  // already isolated
        /// }
        /// ```
        override open func invokeTest() {
            DependencyIsolation.withFreshState {
                super.invokeTest()
            }
        }
    }
#endif
