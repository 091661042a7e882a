/// The base class of every Floatation-style registry.
///
/// A registry is a `final class` of `let` properties that subclasses
/// `BaseRegistry` and vends a mock of itself through ``MockVendingRegistry``;
/// together that is ``Registry``. `YourRegistry.shared` hands out the desired
/// implementation the app assigned at launch, or until then a memoised mock
/// (silently in tests, reported in a live process), or in an Xcode preview the
/// registry from ``MockVendingRegistry/createPreviewShared()``.
///
/// ```swift
/// public final class CoreRegistry: Registry {
///     public required init(
///         experimentLauncher: ExperimentLauncher, userDefaults: KeyValueStore
///     ) {
///         self.experimentLauncher = experimentLauncher
///         self.userDefaults = userDefaults
///         super.init()
///     }
///
///     public static func createMockShared() -> CoreRegistry {
///         CoreRegistry(
///             experimentLauncher: MockExperimentLauncher(),
///             userDefaults: MockKeyValueStore())
///     }
///
///     public let experimentLauncher: ExperimentLauncher
///     public let userDefaults: KeyValueStore
/// }
/// ```
///
/// `BaseRegistry` is not `Sendable`, so the seed's spelling compiles unchanged in Swift 6 mode. A registry
/// whose `let`s are all safe to share may add `@unchecked Sendable` itself to pass `shared` between tasks.
///
/// `BaseRegistry` is `nonisolated`, and a registry class inherits that, also in a target whose default
/// isolation is the main actor: `shared` is reachable from any isolation, and a main-actor service in a slot
/// keeps its own isolation (reading its members off the main actor takes `await`). Its
/// `createMockShared()` therefore builds its parts without the main actor; a main-actor part is an
/// ``AsyncLazy`` whose builder awaits it. (A main-actor registry class would not compile: Swift 6.3 gives the
/// `init()` it synthesizes the class's main-actor isolation, which cannot override this nonisolated one.)
nonisolated open class BaseRegistry {
    /// Creates the registry; subclasses call it at the end of their `required init`.
    ///
    /// ```swift
    /// public required init(routeHandler: RouteHandler) {
    ///     self.routeHandler = routeHandler
    ///     super.init()
    /// }
    /// ```
    public init() {}
}

/// A registry that can build a mock of itself; the default value of `shared`.
///
/// ```swift
/// public static func createMockShared() -> RoutingRegistry {
///     RoutingRegistry(
///         routeHandler: MockRouteHandler(), urlOpener: MockURLOpener())
/// }
/// ```
public protocol MockVendingRegistry: AnyObject {
    /// Builds a registry made only of mocks; called once, on the first use of `shared` without an assignment.
    ///
    /// It must not read its own `shared` (that is reported as a circular dependency).
    ///
    /// ```swift
    /// public static func createMockShared() -> CoreRegistry {
    ///     CoreRegistry(
    ///         experimentLauncher: MockExperimentLauncher(),
    ///         userDefaults: MockKeyValueStore())
    /// }
    /// ```
    static func createMockShared() -> Self

    /// Builds the registry an Xcode preview gets from `shared` without an assignment; defaults to the mock.
    ///
    /// Called once, on the first use of `shared` in the preview context. Like the mock, it
    /// must not read its own `shared`.
    ///
    /// ```swift
    /// public static func createPreviewShared() -> CoreRegistry {
    ///     CoreRegistry(
    ///         experimentLauncher: PreviewExperimentLauncher(),
    ///         userDefaults: MockKeyValueStore())
    /// }
    /// ```
    static func createPreviewShared() -> Self
}

extension MockVendingRegistry {
    /// The mock from ``createMockShared()``: a preview sees the mock unless the registry declares a preview value.
    ///
    /// ```swift
    /// // CoreRegistry.createMockShared()
    /// let preview = CoreRegistry.createPreviewShared()
    /// ```
    public static func createPreviewShared() -> Self {
        createMockShared()
    }
}

/// What a registry class conforms to: the ``BaseRegistry`` class plus ``MockVendingRegistry``.
///
/// ```swift
/// public final class CoreRegistry: Registry { … }
/// ```
public typealias Registry = BaseRegistry & MockVendingRegistry
