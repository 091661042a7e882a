/// Everything DIRegistry knows about one registry class: its keys, its process-wide state and its mock builder.
///
/// A slot is created when the class is first touched (or declared with
/// `BaseRegistry.declareRegistries(_:)`) and lives for the whole process, which
/// is what makes registries discoverable without the Objective-C runtime.
@usableFromInline
final class RegistrySlot: Sendable {
    /// The registry class.
    let registryType: BaseRegistry.Type
    /// The class's identity, compared on every lookup.
    let typeID: ObjectIdentifier
    /// `DependencyKey(CoreRegistry.self)`: the key overrides use.
    let key: DependencyKey
    /// The key of this registry's ``RegistryState`` in a test's `IsolatedStore`.
    let isolationKey: DependencyKey
    /// The state used outside any isolation region.
    @usableFromInline let global: RegistryState
    /// The word of `global.assigned`: the slot and its global state live as long as the process, so `shared`
    /// reads the assignment straight from it, without retaining the state and the reference on the way.
    @usableFromInline nonisolated(unsafe) let globalAssignment: UnsafeMutablePointer<Int>
    private let createMock: @Sendable () -> BaseRegistry
    private let createPreview: @Sendable () -> BaseRegistry

    init<Concrete: Registry>(_ registryType: Concrete.Type) {
        self.registryType = registryType
        typeID = ObjectIdentifier(registryType)
        key = DependencyKey(registryType)
        isolationKey = DependencyKey(registryType, identifier: RegistryStateIdentifier.state)
        global = RegistryState(key: key, isolation: nil)
        createMock = { Concrete.createMockShared() }
        createPreview = { Concrete.createPreviewShared() }
        globalAssignment = global.assigned.storage
    }

    /// The name users know the registry by, e.g. `MyApp.CoreRegistry`.
    var name: String {
        String(reflecting: registryType)
    }

    /// What `shared` returns in the current task: override, else assignment, else the mock.
    @inlinable @inline(__always)
    func currentInstance() -> BaseRegistry {
        if DependencyOverrides.mayBeActive {
            return scopedInstance()
        }
        if let assigned = AtomicReference<BaseRegistry>.value(in: globalAssignment) {
            return assigned
        }
        return mock(in: global)
    }

    /// The state assignments go to in the current task: the test's isolated one, else the global one.
    func currentState() -> RegistryState {
        if let store = IsolatedStore.current {
            return store.value(for: isolationKey) { RegistryState(key: key, isolation: store) }
        }
        return global
    }

    /// Makes the slot visible to discovery in the current test's fresh state (no-op outside one).
    func markVisible() {
        _ = currentState()
    }

    /// The current task's state if it exists, without creating an isolated one.
    func existingState() -> RegistryState? {
        if let store = IsolatedStore.current {
            return store.existingValue(for: isolationKey, as: RegistryState.self)
        }
        return global
    }

    /// Stores `implementation` as the desired one, or reports a second assignment and ignores it.
    func assign(_ implementation: BaseRegistry, location: SourceLocation) {
        if !currentState().assigned.storeIfEmpty(implementation).stored {
            DiagnosticReporter.report(.registryAssignedTwice(registryType, location: location))
        }
    }

    /// Forgets the current task's assignment and mock.
    func reset() {
        if let store = IsolatedStore.current {
            store.remove(isolationKey)
        } else {
            global.reset()
        }
    }

    /// The instance while some scope may be in force: the current task's override or isolated state, else global.
    @usableFromInline
    func scopedInstance() -> BaseRegistry {
        guard let scope = TaskRegion.current else {
            return global.assigned.value ?? mock(in: global)
        }
        if let recorder = scope.recorder {
            return observedInstance(in: scope, recorder: recorder)
        }
        if let override = scope.overrides[key] {
            return overridden(override)
        }
        let state =
            scope.isolation.map { store in store.value(for: isolationKey) { RegistryState(key: key, isolation: store) }
            }
            ?? global
        if let assigned = state.assigned.value {
            return assigned
        }
        return mock(in: state)
    }

    /// The registry an override of this class produces (DICore's one read of an override); `shared` cannot
    /// throw, so a failing or mistyped override stops with its `DIError`, which names this registry's class as
    /// the type expected (as every style names the type its key promises), not the base class.
    func overridden(_ override: DependencyOverrides.Entry) -> BaseRegistry {
        let produced: Any
        do {
            produced = try override.value(as: Any.self, key: key, location: SourceLocation())
        } catch {
            DiagnosticReporter.trap(error)
        }
        guard let registry = produced as? BaseRegistry, ObjectIdentifier(type(of: registry)) == typeID else {
            DiagnosticReporter.trap(.typeMismatch(key, expected: registryType, actual: type(of: produced)))
        }
        return registry
    }

    /// What `shared` hands out without an assignment: the preview registry in a preview, else the mock.
    @usableFromInline
    func mock(in state: RegistryState) -> BaseRegistry {
        let context = DependencyContext.current
        ResolutionStack.markRegionChoice(context == .preview) { DependencyContext.detected == .preview }
        if context == .preview {
            return state.preview.value
                ?? build(in: state.previewBuild, memo: state.preview, with: createPreview, "createPreviewShared")
        }
        let mock =
            state.mock.value ?? build(in: state.mockBuild, memo: state.mock, with: createMock, "createMockShared")
        if context == .live {
            reportMockHandedOutLive(in: state)
        }
        return mock
    }

    /// Reports the mock handed out live: once per state in a live process, once per test in a test process,
    /// where the state outlives the test that first reached it.
    private func reportMockHandedOutLive(in state: RegistryState) {
        if DependencyContext.detected == .test {
            MockVendingAssertion.mockVended(by: registryType, oncePerTest: true)
        } else if state.liveMockReported.isZero, state.liveMockReported.compareExchange(expected: 0, desired: 1) {
            MockVendingAssertion.mockVended(by: registryType, oncePerTest: false)
        }
    }

    /// Builds the mock (or the preview registry) exactly once per state, inside a resolution frame, so a
    /// builder that reads its own `shared` is reported as a cycle; racing readers wait for the one build.
    ///
    /// A registry built from an override or from another test's isolated state (its builder read an
    /// overridden registry) is kept by that scope and never memoised in `state`.
    private func build(
        in cell: SingletonCell<BaseRegistry>,
        memo: AtomicReference<BaseRegistry>,
        with builder: @Sendable () -> BaseRegistry,
        _ builderName: String
    ) -> BaseRegistry {
        let built: BaseRegistry
        do {
            built = try cell.value(location: SourceLocation()) { builder() }
        } catch let error as DIError {
            DiagnosticReporter.trap(
                error.code == .circularDependency
                    ? error.withFix(
                        "build the mock in \(name).\(builderName)() from mocks of its parts; "
                            + "it must not read \(name).shared (directly or through another registry's mock).")
                    : error)
        } catch {
            DiagnosticReporter.trap(.factoryFailed(key, underlying: error))
        }
        guard let memoised = cell.cachedValue else { return built }
        return memo.storeIfEmpty(memoised).current
    }
}

/// The identifier of a registry's state in a test's `IsolatedStore`: a type of DIRegistry's own, so no
/// identifier a user binds can name the same key.
enum RegistryStateIdentifier: Hashable, Sendable {
    case state
}
