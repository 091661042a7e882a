import DIRegistry

// Registries and dependencies shared by the DIRegistry tests, written the way the Floatation seed writes them.

protocol ExperimentLauncher: AnyObject, Sendable {
    var name: String { get }
}

protocol KeyValueStore: AnyObject, Sendable {
    var label: String { get }
}

final class MockExperimentLauncher: ExperimentLauncher {
    let name = "mock"
}

final class LiveExperimentLauncher: ExperimentLauncher {
    let name: String

    init(name: String = "live") {
        self.name = name
    }
}

final class MockKeyValueStore: KeyValueStore {
    let label = "mock"
}

final class LiveKeyValueStore: KeyValueStore {
    let label = "live"
}

/// The seed's `CoreRegistry`, spelled as the seed spells it (public, `Registry`, `required init`, `super.init()`).
///
/// ```swift
/// let launcher = CoreRegistry.shared.experimentLauncher
/// ```
public final class CoreRegistry: Registry {

    // MARK: Lifecycle

    required init(
        experimentLauncher: ExperimentLauncher,
        userDefaults: KeyValueStore
    ) {
        self.experimentLauncher = experimentLauncher
        self.userDefaults = userDefaults

        super.init()
    }

    // MARK: Registry

    /// A registry of mocks.
    ///
    /// ```swift
    /// let mock = CoreRegistry.createMockShared()
    /// ```
    public static func createMockShared() -> CoreRegistry {
        CoreRegistry(
            experimentLauncher: MockExperimentLauncher(),
            userDefaults: MockKeyValueStore())
    }

    // MARK: Internal

    let experimentLauncher: ExperimentLauncher
    let userDefaults: KeyValueStore

    static func live(_ name: String = "live") -> CoreRegistry {
        CoreRegistry(
            experimentLauncher: LiveExperimentLauncher(name: name),
            userDefaults: LiveKeyValueStore())
    }
}

/// Touched only by the one test that exercises process-wide (non-isolated) state.
final class ProcessWideRegistry: Registry {
    let tag: String

    required init(tag: String) {
        self.tag = tag
        super.init()
    }

    static func createMockShared() -> ProcessWideRegistry {
        ProcessWideRegistry(tag: "mock")
    }
}

/// A registry whose mock wrongly reads its own `shared`.
final class SelfReferencingRegistry: Registry {
    let launcher: ExperimentLauncher

    required init(launcher: ExperimentLauncher) {
        self.launcher = launcher
        super.init()
    }

    static func createMockShared() -> SelfReferencingRegistry {
        SelfReferencingRegistry(launcher: SelfReferencingRegistry.shared.launcher)
    }
}

/// A registry whose mock is built from another registry's `shared` (legal, and must not deadlock).
final class FeatureRegistry: Registry {
    let launcher: ExperimentLauncher

    required init(launcher: ExperimentLauncher) {
        self.launcher = launcher
        super.init()
    }

    static func createMockShared() -> FeatureRegistry {
        FeatureRegistry(launcher: CoreRegistry.shared.experimentLauncher)
    }
}

/// Never touched by any test except through `declareRegistries(_:)`.
final class DeclaredOnlyRegistry: Registry {
    required override init() {
        super.init()
    }

    static func createMockShared() -> DeclaredOnlyRegistry {
        DeclaredOnlyRegistry()
    }
}

/// Every registry class the tests define, for verification tests that must assign them all.
let allFixtureRegistries: [any Registry.Type] = [
    CoreRegistry.self, ProcessWideRegistry.self, SelfReferencingRegistry.self, FeatureRegistry.self,
    DeclaredOnlyRegistry.self,
]

/// Assigns a live implementation to every fixture registry in the current (isolated) state.
func assignEveryFixtureRegistry() {
    CoreRegistry.assignDesiredImplementation(to: .live())
    ProcessWideRegistry.assignDesiredImplementation(to: ProcessWideRegistry(tag: "live"))
    SelfReferencingRegistry.assignDesiredImplementation(to: SelfReferencingRegistry(launcher: LiveExperimentLauncher()))
    FeatureRegistry.assignDesiredImplementation(to: FeatureRegistry(launcher: LiveExperimentLauncher()))
    DeclaredOnlyRegistry.assignDesiredImplementation(to: DeclaredOnlyRegistry())
}

/// Something a `Lazy` or `WeakLazy` builds; it counts how many exist.
final class ExpensiveResource: Sendable {
    let serial: Int

    init(counter: AtomicCounter) {
        serial = counter.increment()
    }
}
