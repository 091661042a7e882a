#if canImport(XCTest)
    import DICore
    import XCTest

    /// An XCTest base class that runs each test with fresh process-wide dependency state.
    ///
    /// `setUp`, the test method and `tearDown` all run inside
    /// `DependencyIsolation.withFreshState`, so a test's registry assignments,
    /// container bindings and other global state are its own and vanish afterwards.
    /// Override ``configureDependencies(_:)`` to set up overrides for every test of
    /// the class, the XCTest counterpart of the `.dependencies { … }` trait.
    ///
    /// ```swift
    /// final class FeatureTests: IsolatedDependenciesTestCase {
    ///     func testUsesTheAssignedRegistry() {
    ///         CoreRegistry.assignDesiredImplementation(
    ///             to: CoreRegistry(experimentLauncher: StubLauncher()))
    ///         XCTAssertTrue(FeatureModel().isExperimentOn)
    ///     }
    /// }
    /// ```
    open class IsolatedDependenciesTestCase: XCTestCase {
        /// Runs the test (with its `setUp` and `tearDown`) in fresh dependency state with this class's overrides.
        ///
        /// ```swift
        /// override func invokeTest() {
        ///     super.invokeTest()  // already isolated
        /// }
        /// ```
        override open func invokeTest() {
            DependencyIsolation.withFreshState {
                DependencyOverrides.with {
                    configureDependencies(&$0)
                } operation: {
                    if logsDependencies || failsOnLiveValues {
                        runLoggingDependencies(failingOnLiveValues: failsOnLiveValues) { super.invokeTest() }
                    } else {
                        super.invokeTest()
                    }
                }
            }
        }

        /// Sets up the overrides every test of this class runs with; does nothing unless overridden.
        ///
        /// Called before `setUp`, once per test. A subclass that overrides it should call
        /// `super` first, so its overrides refine those of its superclass.
        ///
        /// ```swift
        /// override func configureDependencies(_ dependencies: inout DependencyOverrides) {
        ///     super.configureDependencies(&dependencies)
        ///     dependencies.bind((any Logger).self, value: SilentLogger())
        ///     dependencies.world.now = CommonDependencies.Now.constant(epoch)
        /// }
        /// ```
        open func configureDependencies(_ dependencies: inout DependencyOverrides) {}

        /// Whether each test of the class logs which dependencies it resolved and where each value came from,
        /// printing the log when the test ends; `false` unless overridden.
        ///
        /// The XCTest counterpart of the `.dependencyLog` trait. swift-corelibs-xctest has no `XCTAttachment`,
        /// so on every platform the log is printed rather than attached.
        ///
        /// ```swift
        /// final class FeedTests: IsolatedDependenciesTestCase {
        ///     override var logsDependencies: Bool { true }
        /// }
        /// ```
        open var logsDependencies: Bool {
            false
        }

        /// Whether each live value a test of the class reached fails it, naming the dependency, its style and
        /// how to give it a test value; the test's dependency log is printed too. `false` unless overridden.
        ///
        /// ```swift
        /// final class CheckoutTests: IsolatedDependenciesTestCase {
        ///     override var failsOnLiveValues: Bool { true }
        /// }
        /// ```
        open var failsOnLiveValues: Bool {
            false
        }
    }
#endif
