/// One registry's mutable state: its desired implementation and its memoised mock and preview.
///
/// The process has one state per registry class (in its ``RegistrySlot``);
/// each test that runs in `DependencyIsolation.withFreshState` gets its own,
/// kept in `IsolatedStore.current`, so tests running in parallel, each in its own
/// fresh state, do not share assignments or mocks. Reads are lock-free (``AtomicReference``); outside every
/// region `shared` does not read the state at all once it has handed the assignment out
/// (``RegistrySlot/handedOutAssignment``).
final class RegistryState: Sendable {
    /// The implementation `assignDesiredImplementation(to:)` stored; set at most once.
    let assigned = AtomicReference<BaseRegistry>()
    /// The registry `createMockShared()` built, memoised on first use, for lock-free reads.
    let mock = AtomicReference<BaseRegistry>()
    /// The registry `createPreviewShared()` built, memoised on first use in the preview context.
    let preview = AtomicReference<BaseRegistry>()
    /// Where the mock is built: exactly once however many threads race, and kept out of this state
    /// when it was built from an override or another test's isolated state (see DICore's `SingletonCell`).
    let mockBuild: SingletonCell<BaseRegistry>
    /// Where the preview registry is built, with the same guarantees as ``mockBuild``.
    let previewBuild: SingletonCell<BaseRegistry>
    /// Non-zero once handing out the mock in a live context has been reported for this state.
    let liveMockReported = AtomicCounter()

    /// A state of the registry `key` names, belonging to `isolation`'s test (`nil`: the process-wide state).
    init(key: DependencyKey, isolation: IsolatedStore?) {
        mockBuild = SingletonCell(key: key, directory: isolation?.scopeDirectory ?? .shared)
        previewBuild = SingletonCell(key: key, directory: isolation?.scopeDirectory ?? .shared)
    }

    /// Forgets the assignment and the mock, so the next `shared` builds a fresh mock.
    func reset() {
        assigned.clear()
        mock.clear()
        preview.clear()
        mockBuild.reset()
        previewBuild.reset()
        liveMockReported.store(0)
    }
}
