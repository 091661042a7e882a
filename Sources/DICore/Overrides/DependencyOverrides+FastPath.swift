import CDIAtomics

/// The cheapest possible "could an override be in force here?" check, for styles' inlinable read paths.
extension DependencyOverrides {
    /// Whether any override or isolation region is alive anywhere in the process (one relaxed atomic load).
    ///
    /// `false` means no task can see any override, so a style may hand out its
    /// live value without reading the task-local at all; `true` means it must
    /// look (``current``). Inlinable, so a caller's read path needs no call.
    ///
    /// ```swift
    /// if !DependencyOverrides.mayBeActive { return live }
    /// ```
    @inlinable
    package static var mayBeActive: Bool {
        !cdi_live_regions_is_zero()
    }
}
