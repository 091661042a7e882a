extension MockVendingRegistry where Self: BaseRegistry {
    /// The registry in force: an override, else the desired implementation, else a memoised mock.
    ///
    /// The first touch enrols the class for discovery (`BaseRegistry.allRegistryClasses()`).
    /// Without an assignment it returns the mock from ``MockVendingRegistry/createMockShared()``,
    /// built once and then shared; in a live process that is reported once with
    /// `DIError.Code.mockVendedInLiveContext` (in a test process, once in each test that reads it in the
    /// live context), while tests get mocks silently.
    /// Inside `DependencyIsolation.withFreshState` (DITesting's `.isolatedDependencies`)
    /// the assignment and the mock belong to that test alone.
    ///
    /// ```swift
    /// let launcher = CoreRegistry.shared.experimentLauncher
    /// ```
    ///
    /// A registry handed out outside every region (the app's path) stays allocated for the rest of the process,
    /// because `shared` lends it in place and nothing marks when the caller is done with it; one handed out in a
    /// region (a test's fresh state, an override) is released when the region ends.
    @inlinable
    public static var shared: Self {
        @inline(__always)
        unsafeAddress {
            RegistryDirectory.shared.withSlot(for: Self.self) {
                $0.instanceAddress().assumingMemoryBound(to: Self.self)
            }
        }
    }

    /// Makes `shared` the live implementation from now on; each registry accepts exactly one.
    ///
    /// A second call is ignored and reported (`DIError.Code.registryAssignedTwice`) with the
    /// caller's file and line. Inside a test's fresh state the assignment belongs to that test only.
    ///
    /// ```swift
    /// func setupRegistries() {
    ///     RoutingRegistry.assignDesiredImplementation(to: RoutingRegistry(
    ///         routeHandler: DefaultRouteHandler(),
    ///         urlOpener: DefaultURLOpener()))
    /// }
    /// ```
    public static func assignDesiredImplementation(
        to shared: Self,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        let slot = RegistryDirectory.shared.slot(for: Self.self)
        slot.assign(shared, location: SourceLocation(fileID: fileID, line: line))
    }

    /// Whether this registry has a desired implementation in the current task's state.
    ///
    /// ```swift
    /// #expect(CoreRegistry.hasDesiredImplementation)
    /// ```
    public static var hasDesiredImplementation: Bool {
        RegistryDirectory.shared.slot(for: Self.self).existingState()?.assigned.value != nil
    }
}
