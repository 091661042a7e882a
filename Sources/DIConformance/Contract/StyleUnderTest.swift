import DICore

/// The written contract every DI style adapts to, so the same scenarios run against all of them.
///
/// An adapter wires the style's *live* dependencies in ``wireLive()`` (called
/// inside a fresh ``DependencyIsolation`` scope, so scenarios can run in
/// parallel) and answers each capability natively — with the style's own
/// API, the way its documentation shows. Where a style cannot express a
/// scenario, the capability says so with ``Support/compileTime(_:)`` or
/// ``Support/notSupported(_:)`` and a reason; it never fakes a pass.
///
/// The domain is deliberately tiny: a ``Greeter`` (live says `"live"`), a
/// parent service that greets through its greeter leaf, ``Service`` objects
/// whose identity shows lifetimes, and two named strings `"a"` / `"b"`.
///
/// ```swift
/// struct MyStyle: StyleUnderTest {
///     let name = "Mine"
///     func wireLive() { … }
///     func currentGreeting() throws -> String { … }
///     …
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

    /// Reaches, in the test context, a dependency the test never set up: the report it makes fails the test.
    var unimplementedInTest: Support<@Sendable () -> Void> { get }

    /// Declares a greeter with a live (`"live"`), a test (`"test"`) and a preview (`"preview"`) value the
    /// style's way, then returns the greeting the code reads in the current context, with no test set-up.
    var contextGreeting: Support<@Sendable () throws -> String> { get }
}

/// How the reset scenario drives a style's global state.
///
/// ```swift
/// ResetProbe(dirty: { Container.main.bind(…) }, reset: { … }, isClean: { Container.main.resolve(…) == nil })
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

/// How the controlled-time scenario drives a style's virtual time.
///
/// ```swift
/// TimeControl(schedule: { delay, work in … }, advance: { duration in await clock.advance(by: duration) })
/// ```
public struct TimeControl: Sendable {
    /// Schedules `work` to run `delay` from now on virtual time.
    public let schedule: @Sendable (_ delay: Duration, _ work: @escaping @Sendable () -> Void) async -> Void
    /// Advances virtual time by the duration and runs what became due.
    public let advance: @Sendable (Duration) async -> Void

    /// Creates a time control from its two operations.
    public init(
        schedule: @escaping @Sendable (_ delay: Duration, _ work: @escaping @Sendable () -> Void) async -> Void,
        advance: @escaping @Sendable (Duration) async -> Void
    ) {
        self.schedule = schedule
        self.advance = advance
    }
}
