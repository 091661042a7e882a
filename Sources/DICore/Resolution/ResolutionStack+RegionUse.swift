import CDIAtomics

/// What a build read that is valid only inside its region: something the region decides, or a test's isolated
/// state (``IsolatedStore``); or what the process's own context and launch picked.
///
/// So is everything being built when it was read: a mark reaches every build in progress on this thread (one index
/// per kind: the frames below it are marked, and a pop lowers it) and, while any exist, the task's awaited builds
/// (``AsyncResolutionFrame``, one bit per kind). A cached build that ends marked keeps its value out of the live cache,
/// in the region current at its end (``RegionInstances``), which drops it when the region ends.
@usableFromInline
package enum RegionUse: Int {
    /// A task-local override, or a region's context or simulated launch that picked another of a dependency's
    /// declared values than the process picks (``ResolutionStack/markRegionChoice(_:processChoice:)``).
    case override = 1
    case isolatedState = 2
    /// The process's pick among a dependency's declared values: the value is kept in the live cache, marked as
    /// picked, and a region that picks otherwise (a preview, a simulated launch) builds its own instead of reading it.
    case choice = 4

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
            switch use {
            case .override: storage.pointee.overrideDependents = storage.pointee.count
            case .isolatedState: storage.pointee.isolationDependents = storage.pointee.count
            case .choice: storage.pointee.choiceDependents = storage.pointee.count
            }
            storage.pointee.markedDepth = storage.pointee.count
        }
        if !cdi_async_frames_is_zero() {
            AsyncResolution.markCurrentTask(use)
        }
    }

    /// Marks the builds in progress with the pick `chosen` among a dependency's declared values: as depending on
    /// the current region when its context or simulated launch made it differ from what the process picks
    /// (`processChoice`), as a preview's, a simulated launch's or a `withContext` region's pick belongs to that
    /// region as an override does; else as picked by the process (``RegionUse/choice``).
    ///
    /// Every style that picks by context or launch (a `ContextValues` choice, a world, a registry's preview
    /// instance) calls it with what it picked.
    package static func markRegionChoice<Choice: Equatable>(_ chosen: Choice, processChoice: () -> Choice) {
        if TaskRegion.decidesChoices, chosen != processChoice() {
            mark(.override)
        } else {
            mark(.choice)
        }
    }

    /// Whether the innermost build read the process's pick among a dependency's declared values.
    package static func innermostBuildReadChoice() -> Bool {
        let storage = markedStorage
        return storage.pointee.choiceDependents > storage.pointee.count - 1
    }

    /// Whether the innermost build must keep its value out of a cache that belongs to `directory`.
    package static func innermostBuildUsedRegion(cacheDirectory directory: ScopeDirectory) -> Bool {
        let storage = markedStorage
        let innermost = storage.pointee.count - 1
        let overrideMark = storage.pointee.overrideDependents > innermost ? RegionUse.override.rawValue : 0
        let isolationMark = storage.pointee.isolationDependents > innermost ? RegionUse.isolatedState.rawValue : 0
        return RegionUse.keepsValueOut(marks: overrideMark | isolationMark, cacheDirectory: directory)
    }

    /// This thread's storage, through the C thread-local a build in progress has set (see ``mark(_:)``).
    private static var markedStorage: UnsafeMutablePointer<Storage> {
        if let raw = cdi_resolution_storage() {
            return raw.assumingMemoryBound(to: Storage.self)
        }
        return local.value.storage
    }
}
