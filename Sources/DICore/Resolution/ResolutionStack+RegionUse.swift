import CDIAtomics

/// What a build read that is valid only inside its region: a task-local override, or a test's isolated state
/// (``IsolatedStore``).
///
/// So is everything being built when it was read: a mark reaches every build in progress on this thread (one index
/// per kind: the frames below it are marked, and a pop lowers it) and, while any exist, the task's awaited builds
/// (``AsyncResolutionFrame``, one bit per kind). A cached build that ends marked keeps its value out of the live cache.
@usableFromInline
package enum RegionUse: Int {
    case override = 1
    case isolatedState = 2

    /// Whether a build marked with `marks` must keep its value out of a cache that belongs to `directory`: an
    /// override always does; isolated state does unless the cache belongs to the test whose state was read.
    static func keepsValueOut(marks: Int, cacheDirectory directory: ScopeDirectory) -> Bool {
        if marks & RegionUse.override.rawValue != 0 {
            return true
        }
        return marks & RegionUse.isolatedState.rawValue != 0
            && directory !== TaskRegion.current?.isolation?.scopeDirectory
    }
}

extension ResolutionStack {
    /// Marks every build in progress on this thread, and in this task, as depending on `use`.
    @inlinable
    package static func mark(_ use: RegionUse) {
        if let raw = cdi_resolution_storage() {
            let storage = raw.assumingMemoryBound(to: Storage.self)
            if use == .override {
                storage.pointee.overrideDependents = storage.pointee.count
            } else {
                storage.pointee.isolationDependents = storage.pointee.count
            }
        }
        if !cdi_async_frames_is_zero() {
            AsyncResolution.markCurrentTask(use)
        }
    }

    /// Whether the innermost build must keep its value out of a cache that belongs to `directory`.
    package static func innermostBuildUsedRegion(cacheDirectory directory: ScopeDirectory) -> Bool {
        let storage = local.value.storage.pointee
        let innermost = storage.count - 1
        let overrideMark = storage.overrideDependents > innermost ? RegionUse.override.rawValue : 0
        let isolationMark = storage.isolationDependents > innermost ? RegionUse.isolatedState.rawValue : 0
        return RegionUse.keepsValueOut(marks: overrideMark | isolationMark, cacheDirectory: directory)
    }
}
