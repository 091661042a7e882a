/// How long a resolved instance lives; shared by every DIToolkit style.
///
/// | Scope | Instance |
/// | --- | --- |
/// | ``transient`` | a new one on every resolution |
/// | ``singleton`` | built on first use, once even under concurrent first access, then shared (one built from an override is that region's own) |
/// | ``lazy`` | Floatation's `Lazy`: the same as ``singleton``, named for readers who know it |
/// | ``weak`` | Floatation's `WeakLazy`: shared while someone else holds it, rebuilt after release |
/// | ``graph`` | one per top-level resolution: shared by everything built in that one resolve |
/// | ``custom(_:)`` | like ``singleton``, and reset together by name with ``reset(_:)`` |
/// | ``timeToLive(_:clock:)`` | like ``singleton`` until it is older than a duration, then rebuilt on next use |
///
/// ```swift
/// container.bind(.singleton, to: JobQueue.self) {
///     DatabaseQueue(database: $0.resolveAssert(Database.self))
/// }
/// container.bind(.custom("session"), to: Cart.self) { _ in Cart() }
/// // on log-out: every session-scoped instance is rebuilt on next use
/// Scope.reset(.custom("session"))
/// ```
public struct Scope: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline
    package enum Kind: Hashable, Sendable {
        case transient
        case cached
        case weak
        case graph
        case expiring
    }

    /// The scope's name, e.g. `singleton` or `session`.
    public let name: String
    @usableFromInline package let kind: Kind
    /// How long a kept instance lives, and the clock that measures it (``timeToLive(_:clock:)`` only).
    package let expiry: Expiry?

    private init(name: String, kind: Kind, expiry: Expiry? = nil) {
        self.name = name
        self.kind = kind
        self.expiry = expiry
    }

    /// A new instance on every resolution.
    public static let transient = Scope(name: "transient", kind: .transient)
    /// One instance, built on first use (once, however many tasks ask at the same moment), then shared.
    ///
    /// An instance built from an override or a test's isolated state is kept by that region, not the live cache.
    public static let singleton = Scope(name: "singleton", kind: .cached)
    /// Floatation's `Lazy`: built at first access, then kept (the same lifetime as ``singleton``).
    public static let lazy = Scope(name: "lazy", kind: .cached)
    /// Floatation's `WeakLazy`: kept only while something else holds it; rebuilt after release. Classes only.
    public static let weak = Scope(name: "weak", kind: .weak)
    /// One instance per top-level resolution, shared by the whole graph that resolution builds.
    public static let graph = Scope(name: "graph", kind: .graph)

    /// A named scope that caches like ``singleton`` and can be reset on its own with ``reset(_:)``.
    public static func custom(_ name: String) -> Scope {
        Scope(name: name, kind: .cached)
    }

    /// Factory's `.timeToLive(seconds)`: one instance, built on first use, rebuilt on the first use after it is
    /// older than `lifetime` on `clock` (its age counts from the end of its build).
    ///
    /// Pass a controllable clock (DIEffects' `TestClock`) to test expiry without waiting. Two such scopes are equal
    /// when their lifetimes are and they measure on the same clock (one clock instance, or one clock type), so
    /// ``reset(_:)`` of an equal scope reaches them.
    ///
    /// ```swift
    /// container.bind(.timeToLive(.seconds(300)), to: AccessToken.self) { _ in
    ///     AccessToken.fetch()
    /// }
    /// ```
    public static func timeToLive(_ lifetime: Duration, clock: some Clock<Duration> = ContinuousClock()) -> Scope {
        Scope(name: "timeToLive(\(lifetime))", kind: .expiring, expiry: Expiry(lifetime: lifetime, clock: clock))
    }

    /// Drops every cached instance of `scope`, in every container and style; the next use rebuilds it.
    ///
    /// Inside a test isolated with `DependencyIsolation.withFreshState` it drops only that test's instances (those of
    /// bindings, `Lazy` values and registries made in the test, and those its regions built); outside, every
    /// instance but an isolated test's. Instances are released after the toolkit's locks, so their `deinit` may
    /// use the toolkit.
    ///
    /// ```swift
    /// Scope.reset(.custom("session"))
    /// ```
    public static func reset(_ scope: Scope) {
        ScopeDirectory.current.reset(scope)
    }

    /// The scope's name.
    public var description: String {
        name
    }
}
