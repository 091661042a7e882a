extension BaseRegistry {
    /// Whether a build with assertions enabled (Debug) stops when a registry hands out its mock in a live process.
    ///
    /// This is Floatation's `FLOATATION_SHOULD_ASSERT_WHEN_VENDING_MOCK_IMPLEMENTATION`:
    /// it is `true` from launch when DIRegistry is compiled with that flag (for example
    /// `swift build -Xswiftc -DFLOATATION_SHOULD_ASSERT_WHEN_VENDING_MOCK_IMPLEMENTATION`).
    /// A package never sees the build flags of your app target, so where the flag is set
    /// there, set this property at launch under the same flag:
    ///
    /// ```swift
    /// func setupRegistries() {
    ///     #if FLOATATION_SHOULD_ASSERT_WHEN_VENDING_MOCK_IMPLEMENTATION
    ///         BaseRegistry.shouldAssertWhenVendingMockImplementation = true
    ///     #endif
    ///     CoreRegistry.assignDesiredImplementation(to: CoreRegistry(…))
    /// }
    /// ```
    ///
    /// While it is `true`, the first `shared` that hands out a mock in the live context stops
    /// the process with the full `DIError.Code.mockVendedInLiveContext` message, like
    /// Floatation's `assertionFailure`; as with an assertion, a build without assertions
    /// (Release) goes on. Otherwise the mock is reported once per registry (in a test process, once in
    /// each test that reaches it with `DependencyContext.withContext(.live)`). Tests and
    /// previews get mocks without either.
    public static var shouldAssertWhenVendingMockImplementation: Bool {
        get { MockVendingAssertion.isOn.value != 0 }
        set { MockVendingAssertion.isOn.store(newValue ? 1 : 0) }
    }
}

/// What `shared` does when it hands out a mock in the live context: stop (Floatation's assertion) or report.
enum MockVendingAssertion {
    /// Non-zero while ``BaseRegistry/shouldAssertWhenVendingMockImplementation`` is on.
    static let isOn: AtomicCounter = {
        let counter = AtomicCounter()
        #if FLOATATION_SHOULD_ASSERT_WHEN_VENDING_MOCK_IMPLEMENTATION
            counter.store(1)
        #endif
        return counter
    }()

    /// Whether DIRegistry was built with assertions enabled, the builds in which Floatation's `assertionFailure` stopped.
    static let assertionsAreEnabled: Bool = {
        var enabled = false
        assert(
            {
                enabled = true
                return true
            }())
        return enabled
    }()

    /// Stops with `registryType`'s DI005 message if the assertion is on in this build, else reports it
    /// (`oncePerTest`: at most once in each test).
    static func mockVended(by registryType: BaseRegistry.Type, oncePerTest: Bool) {
        let error = DIError.mockVendedInLiveContext(registryType)
        guard assertionsAreEnabled, isOn.value != 0 else {
            let report = oncePerTest ? DiagnosticReporter.reportOncePerTest : DiagnosticReporter.report
            report(
                error.adding(
                    DIError.Fact(
                        "Stops",
                        "no; in a Debug build, BaseRegistry.shouldAssertWhenVendingMockImplementation = true stops "
                            + "here, as FLOATATION_SHOULD_ASSERT_WHEN_VENDING_MOCK_IMPLEMENTATION did")))
            return
        }
        DiagnosticReporter.trap(
            error.adding(
                DIError.Fact(
                    "Stopped by",
                    "BaseRegistry.shouldAssertWhenVendingMockImplementation "
                        + "(FLOATATION_SHOULD_ASSERT_WHEN_VENDING_MOCK_IMPLEMENTATION), in a build with assertions")))
    }
}
