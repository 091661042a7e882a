@_spi(Testing) import DICore
import DIEffects
import DIWrappers

/// The `@Inject` container (Fusion / Vaccine users), driven the way its docs show.
struct WrappersStyle: StyleUnderTest {
    let name = "Wrappers"

    /// Code under test: a view model that injects its greeter.
    private final class GreetingViewModel {
        @Inject var greeter: any Greeter
    }

    func wireLive() throws {
        let main = Container.main
        main.bind((any Greeter).self, value: LiveGreeter())
        main.bind(Welcome.self) { container in Welcome(greeter: try container.resolveThrowing((any Greeter).self)) }
        main.bind(.singleton, to: Service.self, value: Service(serial: 1))
        main.bind(Service.self, id: "transient", value: Service())
        main.bind(id: "a", value: "first")
        main.bind(id: "b", value: "second")
        main.bind(CycleA.self) { container in CycleA(partner: try container.resolveThrowing(CycleB.self)) }
        main.bind(CycleB.self) { container in CycleB(partner: try container.resolveThrowing(CycleA.self)) }
        bindChain(in: main)
        bindAwaited(in: main)
    }

    func currentGreeting() throws -> String {
        GreetingViewModel().greeter.greeting
    }

    func handOut() throws -> any Greeter {
        try Container.main.resolveThrowing((any Greeter).self)
    }

    var handOutDescription: String { "Container.main.resolveThrowing of a transient binding" }

    func withGreeting<Result: Sendable>(
        _ text: String,
        operation: @Sendable () async throws -> Result
    ) async throws -> Result {
        try await Container.withOverrides {
            $0.bind((any Greeter).self, value: FixedGreeter(text))
        } operation: {
            try await operation()
        }
    }

    func parentMessage() throws -> String {
        try Container.main.resolveThrowing(Welcome.self).message
    }

    var singleton: Support<@Sendable () throws -> Service> {
        .available { try Container.main.resolveThrowing(Service.self) }
    }

    var transient: Support<@Sendable () throws -> Service> {
        .available { try Container.main.resolveThrowing(Service.self, id: "transient") }
    }

    func lazy(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        Container.main.bind(.lazy, to: Service.self, id: "lazy") { _ in
            builds.record()
            return Service()
        }
        return .available { try Container.main.resolveThrowing(Service.self, id: "lazy") }
    }

    func weak(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        Container.main.bind(.weak, to: Service.self, id: "weak") { _ in
            builds.record()
            return Service()
        }
        return .available { try Container.main.resolveThrowing(Service.self, id: "weak") }
    }

    var named: Support<@Sendable (String) throws -> String> {
        .available { name in try Container.main.resolveThrowing(String.self, id: name) }
    }

    var missingDependency: Support<@Sendable () -> String> {
        .available {
            final class Screen {
                @Inject var unwired: any Unwired
            }
            let trapped = DiagnosticReporter.captureTrap { _ = Screen().unwired }
            return trapped?.description ?? "no trap"
        }
    }

    var cycle: Support<@Sendable () -> String> {
        .available {
            do {
                _ = try Container.main.resolveThrowing(CycleA.self)
                return "no error"
            } catch {
                return String(describing: error)
            }
        }
    }

    var reset: Support<ResetProbe> {
        .available(
            ResetProbe(
                dirty: { Container.main.bind(id: "dirty", value: "left over by an earlier test") },
                reset: { Container.main = Container() },
                isClean: { !Container.main.isBound(String.self, id: "dirty") }
            ))
    }

    var controlledTime: Support<TimeControl> {
        let testScheduler = TestScheduler()
        return .available(
            TimeControl.resolving(on: testScheduler) {
                Container.withOverrides {
                    $0.bind(CallbackScheduler.self, value: testScheduler.scheduler)
                } operation: {
                    Container.main.resolveAssert(CallbackScheduler.self)
                }
            })
    }
}
