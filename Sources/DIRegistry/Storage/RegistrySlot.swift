import CDIAtomics

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
    let global: RegistryState
    /// The address of the process's pin (``RegistryPins``) of the global assignment once `shared` has handed it
    /// out, else 0: outside every region, `shared` is this one load. Written under ``globalWrites``; the slot, this
    /// word and the pin it points at live as long as the process.
    @usableFromInline nonisolated(unsafe) let handedOutAssignment: UnsafeMutablePointer<Int>
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
        handedOutAssignment = .allocate(capacity: 1)
        handedOutAssignment.initialize(to: 0)
    }

    /// The name users know the registry by, e.g. `MyApp.CoreRegistry`.
    var name: String {
        String(reflecting: registryType)
    }

    /// Serialises what publishes and withdraws ``handedOutAssignment`` with the global state's writes.
    private static let globalWrites = Lock()

    /// The address of a word holding what `shared` returns in the current task (override, else assignment, else
    /// the mock), valid for as long as the caller's access may last (see ``RegistryPins``).
    @inlinable @inline(__always)
    func instanceAddress() -> UnsafeRawPointer {
        if !DependencyOverrides.mayBeActive,
            let word = UnsafeRawPointer(bitPattern: cdi_atomic_load_acquire(handedOutAssignment))
        {
            return word
        }
        return pinnedInstance()
    }

    /// ``instanceAddress()`` when the global assignment was not handed out yet or a region may be alive.
    @usableFromInline
    func pinnedInstance() -> UnsafeRawPointer {
        if DependencyOverrides.mayBeActive {
            return RegistryPins.pinned(scopedInstance())
        }
        guard let assigned = global.assigned.value else {
            return RegistryPins.pinned(mock(in: global))
        }
        let word = UnsafeRawPointer(RegistryPins.pinnedForProcess(assigned).word)
        Self.globalWrites.withLock {
            // A reset between the read and here withdrew it: the next read looks again.
            if global.assigned.value === assigned {
                cdi_atomic_store_release(handedOutAssignment, Int(bitPattern: word))
            }
        }
        return word
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
    ///
    /// Outside every region, a registry `shared` handed out stays alive for the process (a caller may still be
    /// reading it in place), so what the outgoing registries' `Lazy` properties built is dropped instead: freed
    /// once no caller holds it, and built again if an old registry is read. Inside a test's state, the registries
    /// go with the region.
    func reset() {
        if let store = IsolatedStore.current {
            store.remove(isolationKey)
        } else {
            let outgoing = Self.globalWrites.withLock {
                let outgoing = [global.assigned.value, global.mock.value, global.preview.value]
                cdi_atomic_store_release(handedOutAssignment, 0)
                global.reset()
                return outgoing
            }
            for case let registry? in outgoing {
                registry.dropKeptInstances()
            }
        }
    }

    /// The instance while some scope may be in force: the current task's override or isolated state, else global.
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
