@_spi(Testing) import DICore
import DIEffects
import DIRegistry
import Foundation

/// The conformance suite's registry, written the way Floatation's README writes one.
final class ConformanceRegistry: Registry {
    let greeter: any Greeter
    let service: Service
    let makeService: @Sendable () -> Service
    let first: String
    let second: String
    let scheduler: CallbackScheduler

    required init(greeter: any Greeter, scheduler: CallbackScheduler) {
        self.greeter = greeter
        self.service = Service(serial: 1)
        self.makeService = { Service() }
        self.first = "first"
        self.second = "second"
        self.scheduler = scheduler
        super.init()
    }

    static func createMockShared() -> ConformanceRegistry {
        ConformanceRegistry(greeter: FixedGreeter("mock from createMockShared"), scheduler: TestScheduler().scheduler)
    }
}

/// A registry nobody assigns, for the missing-dependency scenario.
final class UnwiredRegistry: Registry {
    static func createMockShared() -> UnwiredRegistry { UnwiredRegistry() }
}

/// Two registries whose mocks need each other, for the cycle scenario.
final class CycleARegistry: Registry {
    let partner: CycleBRegistry
    required init(partner: CycleBRegistry) {
        self.partner = partner
        super.init()
    }
    static func createMockShared() -> CycleARegistry { CycleARegistry(partner: CycleBRegistry.shared) }
}

/// The other half of the registry cycle.
final class CycleBRegistry: Registry {
    let partner: CycleARegistry
    required init(partner: CycleARegistry) {
        self.partner = partner
        super.init()
    }
    static func createMockShared() -> CycleBRegistry { CycleBRegistry(partner: CycleARegistry.shared) }
}

/// Floatation's static registries, driven the way the seed shows.
struct RegistryStyle: StyleUnderTest {
    let name = "Registry"

    func wireLive() throws {
        ConformanceRegistry.assignDesiredImplementation(
            to: ConformanceRegistry(
                greeter: LiveGreeter(), scheduler: CommonDependencies.Schedulers.liveDispatch(queue: .global())))
    }

    func currentGreeting() throws -> String {
        ConformanceRegistry.shared.greeter.greeting
    }

    func handOut() throws -> any Greeter {
        ConformanceRegistry.shared.greeter
    }

    var handOutDescription: String { "a registry's shared.greeter" }

    func withGreeting<Result: Sendable>(
        _ text: String,
        operation: @Sendable () async throws -> Result
    ) async throws -> Result {
        let mock = ConformanceRegistry(greeter: FixedGreeter(text), scheduler: TestScheduler().scheduler)
        return try await ConformanceRegistry.withOverride(mock) { try await operation() }
    }

    func parentMessage() throws -> String {
        Welcome(greeter: ConformanceRegistry.shared.greeter).message
    }

    var singleton: Support<@Sendable () throws -> Service> {
        .available { ConformanceRegistry.shared.service }
    }

    var transient: Support<@Sendable () throws -> Service> {
        .available { ConformanceRegistry.shared.makeService() }
    }

    func lazy(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        // `Lazy` is not Sendable (its builder need not be); this one's builder is, and the scenarios race it.
        nonisolated(unsafe) let lazy = Lazy<Service> {
            builds.record()
            return Service()
        }
        return .available { lazy.instance }
    }

    func weak(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        nonisolated(unsafe) let weakLazy = WeakLazy<Service> {
            builds.record()
            return Service()
        }
        return .available { weakLazy.instance }
    }

    var named: Support<@Sendable (String) throws -> String> {
        .available { name in
            name == "a" ? ConformanceRegistry.shared.first : ConformanceRegistry.shared.second
        }
    }

    var missingDependency: Support<@Sendable () -> String> {
        .available {
            _ = UnwiredRegistry.shared
            return BaseRegistry.verifyDesiredImplementations(declared: [UnwiredRegistry.self])?.description
                ?? "no error"
        }
    }

    var cycle: Support<@Sendable () -> String> {
        .available {
            DiagnosticReporter.captureTrap { _ = CycleARegistry.shared }?.description ?? "no trap"
        }
    }

    var reset: Support<ResetProbe> {
        .available(
            ResetProbe(
                dirty: {
                    UnwiredRegistry.assignDesiredImplementation(to: UnwiredRegistry())
                },
                reset: { BaseRegistry.🧪resetAllSharedInstances() },
                isClean: { !BaseRegistry.🧪desiredImplementationExists(for: UnwiredRegistry.self) }
            ))
    }

    var controlledTime: Support<TimeControl> {
        let testScheduler = TestScheduler()
        return .available(
            TimeControl.resolving(on: testScheduler) {
                let mock = ConformanceRegistry(greeter: LiveGreeter(), scheduler: testScheduler.scheduler)
                return ConformanceRegistry.withOverride(mock) { ConformanceRegistry.shared.scheduler }
            })
    }
}
