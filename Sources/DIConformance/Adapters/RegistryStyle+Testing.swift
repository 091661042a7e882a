import DIRegistry

/// `Sendable` code under test: it keeps what it takes from the registry in force when it is created
/// (a registry class itself is not `Sendable`).
struct RegistryGreetingModel: Sendable {
    private let greeter = ConformanceRegistry.shared.greeter

    var greeting: String { greeter.greeting }
}

/// A registry holding a store; the app never assigns it.
final class UnwiredStoreRegistry: Registry {
    let store: (any UnwiredStore)?
    required init(store: (any UnwiredStore)?) {
        self.store = store
        super.init()
    }
    static func createMockShared() -> UnwiredStoreRegistry { UnwiredStoreRegistry(store: nil) }
}

/// A registry holding a clock; the app never assigns it.
final class UnwiredClockRegistry: Registry {
    let clock: (any UnwiredClock)?
    required init(clock: (any UnwiredClock)?) {
        self.clock = clock
        super.init()
    }
    static func createMockShared() -> UnwiredClockRegistry { UnwiredClockRegistry(clock: nil) }
}

extension RegistryStyle {
    var makeConsumer: Support<@Sendable () throws -> @Sendable () throws -> String> {
        .available {
            let model = RegistryGreetingModel()
            return { model.greeting }
        }
    }

    var testIsolation: Support<TestIsolation> {
        .available(
            TestIsolation { body in
                try await DependencyIsolation.withFreshState {
                    try wireLive()
                    try await body()
                }
            })
    }

    var verification: Support<@Sendable () throws -> String> {
        .available {
            let declared: [any Registry.Type] = [UnwiredStoreRegistry.self, UnwiredClockRegistry.self]
            return BaseRegistry.verifyDesiredImplementations(declared: declared)?.description ?? "no error"
        }
    }
}
