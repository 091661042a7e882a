import DIEffects
import DIReader

/// The context every conformance reader resolves from, in Corridor's style: a protocol of dependencies.
protocol ConformanceContext: Sendable {
    var greeter: any Greeter { get }
    var service: Service { get }
    var freshService: Service { get }
    var first: String { get }
    var second: String { get }
    var scheduler: CallbackScheduler { get }
    var makeMainActorService: @MainActor @Sendable () -> MainActorService { get }
}

/// The running app's context.
struct LiveConformanceContext: ConformanceContext {
    static let shared = LiveConformanceContext()

    let greeter: any Greeter = LiveGreeter()
    let service = Service(serial: 1)
    var freshService: Service { Service() }
    let first = "first"
    let second = "second"
    let scheduler = CommonDependencies.Schedulers.liveDispatch(queue: .global())
    let makeMainActorService: @MainActor @Sendable () -> MainActorService = { MainActorService() }
}

/// A test's context: everything live except the greeter and the scheduler it is given, and a singleton of its own.
struct TestConformanceContext: ConformanceContext {
    let greeter: any Greeter
    var scheduler: CallbackScheduler = CommonDependencies.Schedulers.liveDispatch(queue: .global())
    let service = Service(serial: 2)
    var freshService: Service { Service() }
    let first = "first"
    let second = "second"
    let makeMainActorService: @MainActor @Sendable () -> MainActorService = { MainActorService() }
}

/// Code under test with a static context, declared without `nonisolated(unsafe)`.
enum GreetingScreen: HasStaticContextStorage {
    typealias Context = any ConformanceContext
    static let contextStorage = StaticContextStorage(
        Resolver<GreetingScreen, any ConformanceContext>(context: LiveConformanceContext.shared))

    static var greeting: String { resolve[\.greeter].greeting }
}

/// A context-aware parent value, created on the fly and handed the current context with `resolve[Welcomer()]`.
struct Welcomer: HasInstanceContext {
    typealias Context = any ConformanceContext
    var resolve = Resolver<Welcomer, any ConformanceContext>(context: LiveConformanceContext.shared)

    var message: String { Welcome(greeter: resolve[\.greeter]).message }
}

/// Corridor's Coreader resolver: dependencies are properties of a context value.
struct ReaderStyle: StyleUnderTest {
    let name = "Reader"

    func wireLive() throws {}

    func currentGreeting() throws -> String {
        GreetingScreen.greeting
    }

    func handOut() throws -> any Greeter {
        GreetingScreen.resolve[\.greeter]
    }

    var handOutDescription: String { "a static context's resolve[\\.greeter] (an instance context is a property read)" }

    func withGreeting<Result: Sendable>(
        _ text: String,
        operation: @Sendable () async throws -> Result
    ) async throws -> Result {
        try await withContext(GreetingScreen.self, TestConformanceContext(greeter: FixedGreeter(text))) {
            try await operation()
        }
    }

    func parentMessage() throws -> String {
        GreetingScreen.resolve[Welcomer()].message
    }

    var singleton: Support<@Sendable () throws -> Service> {
        .available { GreetingScreen.resolve[\.service] }
    }

    var transient: Support<@Sendable () throws -> Service> {
        .available { GreetingScreen.resolve[\.freshService] }
    }

    func lazy(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        .notSupported(
            "a context is a plain value: the resolver hands out what its properties return and manages no "
                + "lifetimes (hold a DIRegistry Lazy in the context for lazy creation)")
    }

    func weak(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        .notSupported(
            "a context is a plain value: the resolver hands out what its properties return and manages no "
                + "lifetimes (hold a DIRegistry WeakLazy in the context for a weak lifetime)")
    }

    var named: Support<@Sendable (String) throws -> String> {
        .available { name in name == "a" ? GreetingScreen.resolve[\.first] : GreetingScreen.resolve[\.second] }
    }

    var missingDependency: Support<@Sendable () -> String> {
        .compileTime("`resolve[\\.unwired]` does not compile unless the context declares `unwired`")
    }

    var cycle: Support<@Sendable () -> String> {
        .compileTime(
            "a context is a value built before use, and a stored property cannot be initialised from itself, "
                + "so dependencies cannot form a cycle")
    }

    var reset: Support<ResetProbe> {
        .available(
            ResetProbe(
                dirty: {
                    GreetingScreen.resolve = Resolver(context: TestConformanceContext(greeter: FixedGreeter("dirty")))
                },
                reset: { GreetingScreen.resolve = Resolver(context: LiveConformanceContext.shared) },
                isClean: { GreetingScreen.greeting == "live" }
            ))
    }

    var controlledTime: Support<TimeControl> {
        let testScheduler = TestScheduler()
        return .available(
            TimeControl.resolving(on: testScheduler) {
                let context = TestConformanceContext(greeter: LiveGreeter(), scheduler: testScheduler.scheduler)
                return withContext(GreetingScreen.self, context) { GreetingScreen.resolve[\.scheduler] }
            })
    }
}
