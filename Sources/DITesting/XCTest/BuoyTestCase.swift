#if canImport(XCTest)
    import DIRegistry
    import XCTest

    /// Floatation's XCTest base class: every registry starts each test with a fresh mock.
    ///
    /// Each test runs in its own fresh dependency state (see
    /// ``IsolatedDependenciesTestCase``), and `setUp` also calls
    /// `BaseRegistry.resetAllSharedInstances()` as Floatation did, so nothing a
    /// previous test assigned or configured on a mock leaks into the next one.
    ///
    /// ```swift
    /// final class FeatureViewControllerTests: BuoyTestCase {
    ///     func testStartsWithTheMockLauncher() {
    ///         XCTAssertTrue(
    ///             CoreRegistry.shared.experimentLauncher is MockExperimentLauncher)
    ///     }
    /// }
    /// ```
    open class BuoyTestCase: IsolatedDependenciesTestCase {
        /// Resets every registry's shared instance, then runs the subclass's `setUp`.
        ///
        /// ```swift
        /// override func setUp() {
        ///     super.setUp()  // registries are fresh mocks here
        ///     CoreRegistry.shared.experimentLauncher.enable("new-onboarding")
        /// }
        /// ```
        override open func setUp() {
            BaseRegistry.resetAllSharedInstances()
            super.setUp()
        }
    }
#endif
