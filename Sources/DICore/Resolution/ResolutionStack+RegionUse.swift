import CDIAtomics

/// Which builds on this thread used an override or a test's isolated state.
///
/// A value produced by a task-local override, or read from a test's
/// ``IsolatedStore``, is only valid inside that scope. Whatever was being built
/// when it was produced depends on it, directly or through what it built, so
/// every frame on the stack at that moment is marked. Frames are marked from the
/// bottom up, so one index per kind is enough: frames below it are marked. A
/// cached build that ends marked must not publish its value to the live cache
/// (see ``SingletonCell``); popping a frame lowers the index to the frames left.
///
/// The marks reach the current task's async builds too (``AsyncResolution``), but only
/// while some async build exists in the process: otherwise they cost one relaxed load more.
extension ResolutionStack {
    /// Marks every build in progress on this thread as depending on a task-local override.
    ///
    /// A thread that never resolved anything has no stack yet, and so nothing to mark on it.
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
    /// An override always scopes the value. Isolated state scopes it unless the
    /// cache belongs to the very isolation region whose state was read (a cache
    /// made inside a test may keep what that test's state gave it).
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
