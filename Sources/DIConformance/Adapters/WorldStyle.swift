import DIEffects
import Foundation

/// The app's own world, built from the same effects as `World` plus its own services (the seed's pattern).
struct GreetingWorld: AmbientWorld {
    var effects: World
    var greeter: @Sendable () -> any Greeter
    var service: @Sendable () -> Service
    var makeService: @Sendable () -> Service
    var first: @Sendable () -> String
    var second: @Sendable () -> String
    var makeMainActorService: @MainActor @Sendable () -> MainActorService

    static let live = makeLive()

    /// A live world with a singleton of its own: each test that scopes one gets its own instance.
    static func makeLive() -> GreetingWorld {
        let service = Service(serial: 1)
        return GreetingWorld(
            effects: .live, greeter: { LiveGreeter() }, service: { service }, makeService: { Service() },
            first: { "first" }, second: { "second" }, makeMainActorService: { MainActorService() })
    }

    /// The scenarios check the live wiring inside the test context (see `Scenario.run`), so the test world is the live one.
    static var test: GreetingWorld { live }
}

/// CommonDependencies' `World`: dependencies are stored closures of a value, reached ambiently with `current`.
struct WorldStyle: StyleUnderTest {
    let name = "World"

    func wireLive() throws {}

    func currentGreeting() throws -> String {
        GreetingWorld.current.greeter().greeting
    }

    func handOut() throws -> any Greeter {
        GreetingWorld.current.greeter()
    }

    var handOutDescription: String { "World.current, then a call of its greeter field" }

    func withGreeting<Result: Sendable>(
        _ text: String,
        operation: @Sendable () async throws -> Result
    ) async throws -> Result {
        try await GreetingWorld.with {
            $0.greeter = { FixedGreeter(text) }
        } operation: {
            try await operation()
        }
    }

    func parentMessage() throws -> String {
        Welcome(greeter: GreetingWorld.current.greeter()).message
    }

    var singleton: Support<@Sendable () throws -> Service> {
        .available { GreetingWorld.current.service() }
    }

    var transient: Support<@Sendable () throws -> Service> {
        .available { GreetingWorld.current.makeService() }
    }

    func lazy(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        .notSupported(
            "a world's fields are closures the app writes; the World manages no lifetimes "
                + "(capture a DIRegistry Lazy in the closure for lazy creation)")
    }

    func weak(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        .notSupported(
            "a world's fields are closures the app writes; the World manages no lifetimes "
                + "(capture a DIRegistry WeakLazy in the closure for a weak lifetime)")
    }

    var named: Support<@Sendable (String) throws -> String> {
        .available { name in name == "a" ? GreetingWorld.current.first() : GreetingWorld.current.second() }
    }

    var missingDependency: Support<@Sendable () -> String> {
        .compileTime("a World is a struct: building one without a field's value does not compile")
    }

    var cycle: Support<@Sendable () -> String> {
        .compileTime(
            "a World's fields are built before the World exists, in the order the code writes them, "
                + "so a field cannot need itself")
    }

    var reset: Support<ResetProbe> {
        .notSupported("a World holds no process-wide state: each test builds or scopes its own world")
    }

    var controlledTime: Support<TimeControl> {
        let testScheduler = TestScheduler()
        return .available(
            TimeControl.resolving(on: testScheduler) {
                withWorld {
                    $0.mainScheduler = testScheduler.scheduler
                } operation: {
                    World.current.mainScheduler
                }
            })
    }
}
