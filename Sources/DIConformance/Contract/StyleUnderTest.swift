import DICore

/// The written contract every DI style adapts to, so the same scenarios run against all of them.
///
/// An adapter wires the style's *live* dependencies in ``wireLive()`` (called
/// inside a fresh ``/DICore/DependencyIsolation`` scope and the adapter's own
/// ``withFreshState(_:)``, so scenarios can run in parallel) and answers each
/// capability natively — with the style's own API, the way its documentation
/// shows. Where a style cannot express a scenario, the capability says so with
/// ``Support/compileTime(_:)`` or ``Support/notSupported(_:)`` and a reason; it
/// never fakes a pass.
///
/// The domain is deliberately tiny: a ``Greeter`` (live says `"live"`), a
/// parent service that greets through its greeter leaf, ``Service`` objects
/// whose identity shows lifetimes, and two named strings `"a"` / `"b"`.
///
/// Only the first six requirements have no default. Every capability
/// (a ``Support`` value) defaults to ``Support/notSupported(_:)`` with the reason
/// "not adapted", so an adapter of your own app's wiring can start small and the
/// matrix shows which scenarios it does not answer yet:
///
/// ```swift
/// struct AppWiringStyle: StyleUnderTest {
///     let name = "App"
///     func wireLive() throws { AppDependencies.bootstrap() }
///     func currentGreeting() throws -> String { HomeScreen().greeting }
///     func handOut() throws -> any Greeter { AppDependencies.greeter }
///     func withGreeting<Result: Sendable>(
///         _ text: String, operation: @Sendable () async throws -> Result
///     ) async throws -> Result {
///         try await AppDependencies.withGreeter(
///             FixedGreeter(text), operation: operation)
///     }
///     func parentMessage() throws -> String {
///         Welcome(greeter: AppDependencies.greeter).message
///     }
/// }
/// ```
public protocol StyleUnderTest: Sendable {
    /// The style's short name, used as a matrix column and by `--style`.
    var name: String { get }

    /// Wires the live dependencies into the current (fresh, isolated) state.
    func wireLive() throws

    /// The greeting the code under test sees right now, resolved through the style.
    func currentGreeting() throws -> String

    /// Hands out the greeter the style's most direct way (what `di-compare` times).
    func handOut() throws -> any Greeter

    /// Runs `operation` with the greeter replaced by one that says `text`, the style's test-override way.
    func withGreeting<Result: Sendable>(
        _ text: String,
        operation: @Sendable () async throws -> Result
    ) async throws -> Result

    /// What a parent service built *now* says; it greets through its greeter leaf (`"Welcome, live"`).
    func parentMessage() throws -> String

    /// What ``handOut()`` does, in a few words for the timing table: `a static context's resolve[\.greeter]`
    /// (default: `handOut()`).
    var handOutDescription: String { get }

    /// Hands out the same ``Service`` every time.
    var singleton: Support<@Sendable () throws -> Service> { get }

    /// Hands out a new ``Service`` every time.
    var transient: Support<@Sendable () throws -> Service> { get }

    /// A lazily built ``Service`` whose factory records each build in `builds`; nothing is built until first use.
    func lazy(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service>

    /// A ``Service`` kept only while someone holds it; each build is recorded in `builds`.
    func weak(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service>

    /// Resolves the string named `"a"` (wired as `"first"`) or `"b"` (wired as `"second"`).
    var named: Support<@Sendable (String) throws -> String> { get }

    /// Resolves a dependency that was never wired and returns the message the style reports.
    var missingDependency: Support<@Sendable () -> String> { get }

    /// Resolves one of two dependencies that need each other and returns the message the style reports.
    var cycle: Support<@Sendable () -> String> { get }

    /// Changes global state, resets it the style's way, and says whether the state is clean again.
    var reset: Support<ResetProbe> { get }

    /// Schedules work on the style's virtual time and advances it.
    var controlledTime: Support<TimeControl> { get }

    /// Runs `operation` with fresh state of the style's own, beyond DIToolkit's (default: runs it as is).
    ///
    /// A style keeping global state outside DIToolkit (another library's container,
    /// say) starts each scenario from a new one here, so scenarios running in parallel do not share it.
    func withFreshState<Result: Sendable>(_ operation: () async throws -> Result) async throws -> Result

    /// Creates the code under test *now*, the way the style's `Sendable` code holds its greeter,
    /// and returns a closure that reads that code's greeting when called later.
    var makeConsumer: Support<@Sendable () throws -> @Sendable () throws -> String> { get }

    /// Wires two services that need ``UnwiredStore`` and ``UnwiredClock`` (which nobody wires),
    /// runs the style's up-front check without using either service, and returns its report.
    var verification: Support<@Sendable () throws -> String> { get }

    /// Registers `count` dependencies of one type, the i-th handing out `i`, and returns a resolve of the i-th.
    func manyBindings(_ count: Int) throws -> Support<@Sendable (Int) throws -> Int>

    /// Runs a body the way one test runs under the style's test support, with that test's own state.
    var testIsolation: Support<TestIsolation> { get }

    /// Resolves ``CycleA`` (which needs ``CycleB``, which needs it) through an API that reports failure
    /// without stopping the process, and returns the message it reports.
    var recoverableCycle: Support<@Sendable () throws -> String> { get }

    /// The style's other everyday ways of resolving ``CycleA`` that stop the process where ``recoverableCycle``
    /// survives the cycle, each tried and named only if it stopped (`["@Inject", "resolveAssert"]`).
    ///
    /// Row 20 then says which way survives instead of a plain ✓. Try each way under DICore's test hook
    /// `DiagnosticReporter.captureTrap` (`@_spi(Testing) import DICore`), so the answer is observed rather than
    /// declared.
    func resolutionsThatStopOnACycle() -> [String]

    /// What an ``Outer`` built now says; it reaches the greeter through ``Middle`` and ``Inner``.
    var outerMessage: Support<@Sendable () throws -> String> { get }

    /// Reaches, in the test context, a dependency the test never set up, the way the style's documentation
    /// declares one for tests, and returns what the code got (in words) with what the style reported.
    ///
    /// Collect the reports instead of letting them fail the running test (see ``Reading``). The test
    /// context is DIToolkit's `DependencyContext.current`; an adapter of a library with a context of its
    /// own puts that library in the same context, as a test process would.
    var unimplementedInTest: Support<@Sendable () -> Reading<String>> { get }

    /// Declares a greeter with a live (`"live"`), a test (`"test"`) and a preview (`"preview"`) value the
    /// style's way, then returns the greeting the code reads in the current context, with no test set-up,
    /// and what the style reported while the code read it.
    ///
    /// The current context is DIToolkit's `DependencyContext.current` (the scenario switches it to
    /// `.preview`); an adapter of a library with a context of its own puts that library in the same one.
    var contextGreeting: Support<@Sendable () throws -> Reading<String>> { get }

    /// A ``Service`` built by a factory that must be awaited (``Service/open(counting:)``), kept once built,
    /// and resolved with `await`; nothing is built until first use.
    func asyncSingleton(counting builds: BuildCounter) throws -> Support<@Sendable () async throws -> Service>

    /// How main-actor code resolves a ``MainActorService``, wired the style's way for main-actor types.
    var mainActorService: Support<MainActorReach> { get }

    /// Resolves ``CycleA`` and ``CycleB``, wired with factories that suspend and need each other, through the
    /// style's awaited API, and returns the message it reports.
    var asyncCycle: Support<@Sendable () async throws -> String> { get }

    /// Declares a greeter the way the style's documentation declares an app's dependency, with its live value
    /// (`"live"`) and only what else the style requires, sets nothing up for a test, and returns the greeting
    /// the code reads in the current (test) context with what the style reported meanwhile.
    var testDefault: Support<@Sendable () throws -> Reading<String>> { get }

    /// A singleton whose factory reads the greeter, kept the style's way and built on first use; returns the
    /// greeting the kept instance captured.
    var greetingSingleton: Support<@Sendable () throws -> String> { get }

    /// Provokes `failure` through each of the style's ways of reading that can express it (its throwing read and
    /// its awaited one, or the read that stops the process, observed with DICore's `captureTrap`) and returns
    /// what each way threw, reported or stopped with.
    ///
    /// Answer ``Support/compileTime(_:)`` where the compiler rules the failure out (a required default, a
    /// value built before use) and ``Support/notSupported(_:)`` where the style has nothing that could fail so.
    func provoke(_ failure: DependencyFailure) -> Support<@Sendable () async -> [FailureReading]>

    /// Runs `operation` in a `Task.detached` that sees the scenario's fresh state, standing in for the state
    /// a whole process shares, and none of the starting task's task-local values (so none of its overrides).
    ///
    /// The default carries DIToolkit's fresh state and context; a style whose ``withFreshState(_:)`` keeps
    /// its own state in a task-local value carries that too, as a process-wide one would be seen.
    func detached<Result: Sendable>(
        _ operation: @escaping @Sendable () throws -> Result
    ) async throws -> Result

    /// Makes, in the current region, a parent that hands its dependencies on the style's way: to a child it makes
    /// later and to a callback it stores now (row 41).
    var carriedParent: Support<@Sendable () throws -> CarriedParent> { get }

    /// Sets the style's ambient dependencies the way an app does once at launch, so the greeting-like value reads
    /// as `first`, then sets them again with `second`, and returns what code read after each (row 42).
    ///
    /// The scenario runs in its fresh state, which stands in for the process, as in every row.
    var launchPreparation: Support<@Sendable (_ first: String, _ second: String) throws -> LaunchPreparation> { get }

    /// Declares a greeter the style's way with a live (`"live"`) and a test (`"test"`) value and a value
    /// `"launch"` for the launch argument `-conformanceLaunch`, then returns the greeting the code reads
    /// in the current context and launch, with what the style reported meanwhile (row 43).
    ///
    /// The scenario sets the context (`DependencyContext.withContext`) and simulates the launch
    /// (`LaunchEnvironment.withLaunch`); an adapter of a library with contexts of its own puts that library in
    /// the same ones.
    var launchGreeting: Support<@Sendable () throws -> Reading<String>> { get }

    /// Runs a body the way the style builds one preview, with that preview's own state (row 44).
    var previewIsolation: Support<TestIsolation> { get }

    /// Declares a greeter the style's way with a live (`"live"`) and a test (`"test"`) value and no preview value,
    /// then returns the greeting the code reads in the current context with what the style reported (row 45).
    var previewDefault: Support<@Sendable () throws -> Reading<String>> { get }

    /// Adds to `overrides` the style's override that makes the greeting read `text`, as a named scenario declares it
    /// once for tests, previews and launches (row 46).
    var scenarioGreeting: Support<@Sendable (_ text: String, _ overrides: inout DependencyOverrides) -> Void> { get }

    /// Runs `body` with the style's per-test dependency log on and returns its entries, one line per dependency
    /// reached: what handed it out and where its value came from (`override`, `test value`, `binding`…) (row 47).
    var dependencyLog: Support<@Sendable (_ body: @Sendable () throws -> Void) throws -> [String]> { get }

    /// Runs `firstUse` (a test's first use of the style: its override of the greeter, then the greeting) and returns
    /// what it read with the full text of each report the style made meanwhile (row 48). The scenario has made the
    /// process look as if another image carried a second copy of the style's library.
    var secondCopyReports:
        Support<@Sendable (_ firstUse: @Sendable () async throws -> String) async throws -> Reading<String>>
    {
        get
    }
    /// Assembles two modules of bindings the style's way, in order: `GreeterModule` binds the greeter (`"first"`),
    /// `ReplacingModule` binds it again (`"second"`); returns what a greeter resolved afterwards says and the
    /// report of the style's up-front check (which should name both modules).
    var modules: Support<@Sendable () throws -> ModuleWiring> { get }

    /// A kept ``Service`` that also answers for ``Numbered``, declared once; returns a resolve of each type.
    var forwarded: Support<@Sendable () throws -> (Service, any Numbered)> { get }

    /// A ``CycleParent`` whose child is set after it is built, by a step that resolves a ``CycleChild``, whose
    /// factory resolves the parent; each parent build is recorded in `builds`. Returns a resolve of the parent.
    func propertyCycle(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> CycleParent>

    /// The style's container's default lifetime, reset of one binding's instance, and removal of every binding.
    var containerManagement: Support<ContainerManagement> { get }
    /// Row 38: a singleton `Service` whose every hand-out passes through a decorator that records in `seen`.
    func decorated(counting seen: BuildCounter) throws -> Support<@Sendable () throws -> Service>

    /// Row 39: a `Service` kept until it is older than `lifetime` on `clock`, then rebuilt; each build records
    /// in `builds`.
    func timeToLive(
        _ lifetime: Duration,
        on clock: any Clock<Duration>,
        counting builds: BuildCounter
    ) throws -> Support<@Sendable () throws -> Service>

    /// Row 40: a consumer's property that resolves `Service` on its first read and holds it weakly; the binding
    /// hands out `shared()` and records each resolve in `builds`. Returns a read of the property of one consumer.
    func weaklyInjected(
        handingOut shared: @escaping @Sendable () -> Service,
        counting builds: BuildCounter
    ) throws -> Support<@Sendable () -> Service?>
    /// Wires a greeter built from a `String` argument given when it is resolved (greeting `"Hello, <name>"`),
    /// beside the live one, and returns how to resolve it with an argument, and with one of the wrong type.
    var argumentGreeting: Support<ArgumentResolution> { get }

    /// Makes, now, the style's provider of the greeter (a value that resolves it each time it is called), and
    /// returns a closure that calls it later and returns the greeting.
    var greeterProvider: Support<@Sendable () throws -> @Sendable () throws -> String> { get }

    /// Returns how to ask for the wired greeter, and for ``UnwiredStore``, by their optional types.
    var optionalLookup: Support<OptionalResolution> { get }
}

/// How the reset scenario drives a style's global state.
///
/// ```swift
/// ResetProbe(
///     dirty: { Container.main.bind(…) }, reset: { … },
///     isClean: { Container.main.resolve(…) == nil })
/// ```
public struct ResetProbe: Sendable {
    /// Makes a change to global state that a next test must not see.
    public let dirty: @Sendable () throws -> Void
    /// Resets the state the way the style's tests do.
    public let reset: @Sendable () throws -> Void
    /// Whether the change is gone.
    public let isClean: @Sendable () throws -> Bool

    /// Creates a probe from its three steps.
    public init(
        dirty: @escaping @Sendable () throws -> Void,
        reset: @escaping @Sendable () throws -> Void,
        isClean: @escaping @Sendable () throws -> Bool
    ) {
        self.dirty = dirty
        self.reset = reset
        self.isClean = isClean
    }
}
