/// A world of effects that code can reach without a parameter: `World`, or one you define.
///
/// The seed's style passes a world (or a subset such as `APIDependencies`)
/// down by hand. For code that does not take one, a conforming type gets a
/// task-local ``current`` value and a scoped ``with(_:operation:)-63j96`` built on
/// DICore's `DependencyOverrides`: a test's world is invisible to tests running
/// beside it and gone when the closure returns. ``World`` conforms; so can
/// your own world built from the same effects.
///
/// ```swift
/// struct AppWorld: AmbientWorld {
///     var effects: World
///     var greeter: @Sendable () -> any Greeter
///     static let live = AppWorld(effects: .live, greeter: { RemoteGreeter() })
/// }
///
/// AppWorld.with { $0.greeter = { FixedGreeter("mock") } } operation: {
///     #expect(AppWorld.current.greeter().greeting == "mock")
/// }
/// ```
public protocol AmbientWorld: Sendable {
    /// The world used outside any ``with(_:operation:)-63j96`` scope.
    ///
    /// ```swift
    /// static let live = AppWorld(effects: .live, greeter: { RemoteGreeter() })
    /// ```
    static var live: Self { get }
}

extension AmbientWorld {
    /// The innermost scoped world of the current task, or ``live`` outside any scope.
    ///
    /// ```swift
    /// func stamp() -> Date { World.current.now() }
    /// ```
    @inlinable
    public static var current: Self {
        if DependencyOverrides.mayBeActive, let world = overriddenWorld {
            return world
        }
        return live
    }

    /// The world a `with(_:operation:)` scope of this task installed, if any.
    @usableFromInline
    static var overriddenWorld: Self? {
        guard let entry = DependencyOverrides.current[DependencyKey(Self.self)] else { return nil }
        return try? entry.value() as? Self
    }

    /// Runs `operation` with the current world, changed by `configure`, as ``current``.
    ///
    /// Scopes nest: an inner scope starts from the outer scope's world.
    ///
    /// ```swift
    /// World.with { $0.now = CommonDependencies.Now.constant(.distantPast) } operation: {
    ///     #expect(World.current.now() == .distantPast)
    /// }
    /// ```
    @discardableResult
    public static func with<Result>(
        _ configure: (inout Self) throws -> Void,
        operation: () throws -> Result
    ) rethrows -> Result {
        var world = current
        try configure(&world)
        let scoped = world
        return try DependencyOverrides.with({ $0.set(DependencyKey(Self.self), value: scoped) }, operation: operation)
    }

    /// The `async` form of `with(_:operation:)`.
    ///
    /// ```swift
    /// await AppWorld.with { $0.greeter = { FixedGreeter("mock") } } operation: {
    ///     await model.refresh()
    /// }
    /// ```
    @discardableResult
    public static func with<Result>(
        _ configure: (inout Self) throws -> Void,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        var world = current
        try configure(&world)
        let scoped = world
        return try await DependencyOverrides.with(
            { $0.set(DependencyKey(Self.self), value: scoped) }, isolation: isolation, operation: operation)
    }
}
