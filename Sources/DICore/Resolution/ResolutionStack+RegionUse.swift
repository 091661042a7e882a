import CDIAtomics

/// Which builds on this thread used an override or a test's isolated state.
///
/// A value from a task-local override or a test's ``IsolatedStore`` is valid only inside that region, and so is
/// everything being built when it was produced: every frame on the stack is marked, bottom up, so one index per
/// kind says which. A cached build that ends marked keeps its value out of the live cache; a pop lowers the index.
/// The marks reach the task's async builds (``AsyncResolution``) only while some exist.
extension ResolutionStack {
    /// Marks every build in progress on this thread as depending on a task-local override.
    @inlinable
    package static func markOverrideUse() {
        if let raw = cdi_resolution_storage() {
            let storage = raw.assumingMemoryBound(to: Storage.self)
            storage.pointee.overrideDependents = storage.pointee.count
        }
        if !cdi_async_frames_is_zero() {
            AsyncResolution.markOverrideUseInCurrentTask()
        }
    }

    /// Marks every build in progress on this thread as depending on the current test's isolated state.
    @inlinable
    package static func markIsolatedStateUse() {
        if let raw = cdi_resolution_storage() {
            let storage = raw.assumingMemoryBound(to: Storage.self)
            storage.pointee.isolationDependents = storage.pointee.count
        }
        if !cdi_async_frames_is_zero() {
            AsyncResolution.markIsolatedStateUseInCurrentTask()
        }
    }

    /// Whether the innermost build must keep its value out of a cache that belongs to `directory`.
    ///
    /// An override always does; isolated state does unless the cache belongs to the test whose state was read.
    package static func innermostBuildUsedRegion(cacheDirectory directory: ScopeDirectory) -> Bool {
        let storage = local.value.storage.pointee
        let innermost = storage.count - 1
        if storage.overrideDependents > innermost {
            return true
        }
        guard storage.isolationDependents > innermost else { return false }
        return directory !== TaskRegion.current?.isolation?.scopeDirectory
    }
}
