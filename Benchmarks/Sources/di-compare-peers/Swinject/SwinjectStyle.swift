import DIConformance
import Swinject

/// Swinject 2.10.0, used the way its documentation shows: assemblies fill a `Container`, code resolves
/// through `synchronize()`, and a test replaces a service by registering it again (and restores it after).
///
/// Swinject has no scoped or task-local override: a registration is seen by every task using the
/// container, which the parallel-isolation and escaping-work rows show.
struct SwinjectStyle: StyleUnderTest {
    let name = "Swinject"

    func withFreshState<Result: Sendable>(_ operation: () async throws -> Result) async throws -> Result {
        try await SwinjectApp.$current.withValue(SwinjectApp()) { try await operation() }
    }

    func wireLive() throws {
        _ = Assembler([GreetingAssembly()], container: try SwinjectApp.inUse().container)
    }

    func currentGreeting() throws -> String {
        try SwinjectApp.inUse().resolve(GreetingModel.self).greeter.greeting
    }

    func handOut() throws -> any Greeter {
        try SwinjectApp.inUse().resolve((any Greeter).self)
    }

    /// What a test does with Swinject: register the mock, run, register the live service again.
    func withGreeting<Result: Sendable>(
        _ text: String,
        operation: @Sendable () async throws -> Result
    ) async throws -> Result {
        let container = try SwinjectApp.inUse().container
        container.register((any Greeter).self) { _ in FixedGreeter(text) }
        defer { container.register((any Greeter).self) { _ in LiveGreeter() } }
        return try await operation()
    }

    func parentMessage() throws -> String {
        try SwinjectApp.inUse().resolve(Welcome.self).message
    }

    var singleton: Support<@Sendable () throws -> Service> {
        .available { try SwinjectApp.inUse().resolve(Service.self) }
    }

    var transient: Support<@Sendable () throws -> Service> {
        .available { try SwinjectApp.inUse().resolve(Service.self, name: "transient") }
    }

    func lazy(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        let app = try SwinjectApp.inUse()
        app.container.register(Service.self, name: "lazy") { _ in
            builds.record()
            return Service()
        }.inObjectScope(.container)
        return .available { try app.resolve(Service.self, name: "lazy") }
    }

    func weak(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        let app = try SwinjectApp.inUse()
        app.container.register(Service.self, name: "weak") { _ in
            builds.record()
            return Service()
        }.inObjectScope(.weak)
        return .available { try app.resolve(Service.self, name: "weak") }
    }

    var named: Support<@Sendable (String) throws -> String> {
        .available { name in try SwinjectApp.inUse().resolve(String.self, name: name) }
    }

    var reset: Support<ResetProbe> {
        .available(
            ResetProbe(
                dirty: {
                    try SwinjectApp.inUse().container.register(String.self, name: "dirty") { _ in "left over" }
                },
                reset: {
                    let container = try SwinjectApp.inUse().container
                    container.removeAll()
                    GreetingAssembly().assemble(container: container)
                },
                isClean: { try !SwinjectApp.inUse().container.hasAnyRegistration(of: String.self, name: "dirty") }
            ))
    }

    var controlledTime: Support<TimeControl> {
        .notSupported(
            "Swinject ships no clock or scheduler: register a test clock from another library as any service")
    }

    var makeConsumer: Support<@Sendable () throws -> @Sendable () throws -> String> {
        .available {
            let model = try SwinjectApp.inUse().resolve(GreetingModel.self)
            return { model.greeter.greeting }
        }
    }

    var outerMessage: Support<@Sendable () throws -> String> {
        .available { try SwinjectApp.inUse().resolve(Outer.self).message }
    }

    func manyBindings(_ count: Int) throws -> Support<@Sendable (Int) throws -> Int> {
        let app = try SwinjectApp.inUse()
        let names = (0..<count).map { "binding-\($0)" }
        for (index, name) in names.enumerated() {
            app.container.register(Int.self, name: name) { _ in index }
        }
        return .available { index in try app.resolve(Int.self, name: names[index]) }
    }

    /// Swinject's documented reset of `.container` instances, as a test's `tearDown` calls it.
    var testIsolation: Support<TestIsolation> {
        .available(
            TestIsolation { body in
                try SwinjectApp.inUse().container.resetObjectScope(.container)
                try await body()
            })
    }
}
