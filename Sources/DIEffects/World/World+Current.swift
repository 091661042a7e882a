extension World {
    /// The key the ambient world is overridden under.
    static let overrideKey = DependencyKey(World.self)

    /// The ambient world: the innermost ``withWorld(_:operation:)`` world, or ``live`` outside any.
    ///
    /// For code that does not take a `World` parameter. It is task-local: a test's
    /// `withWorld` is invisible to tests running beside it, and gone when the closure returns.
    ///
    /// ```swift
    /// func stamp() -> Date { World.current.now() }
    /// ```
    public static var current: World {
        if let override = DependencyOverrides.current[overrideKey], let world = try? override.value() as? World {
            return world
        }
        return live
    }
}

/// Runs `operation` with the current world, changed by `configure`, as ``World/current``.
///
/// Built on `DependencyOverrides`, so it is task-local and nests: an inner
/// `withWorld` starts from the outer world.
///
/// ```swift
/// withWorld {
///     $0.now = CommonDependencies.Now.constant(Date(timeIntervalSince1970: 0))
/// } operation: {
///     #expect(World.current.now() == Date(timeIntervalSince1970: 0))
/// }
/// ```
@discardableResult
public func withWorld<Result>(
    _ configure: (inout World) throws -> Void,
    operation: () throws -> Result
) rethrows -> Result {
    var world = World.current
    try configure(&world)
    let scoped = world
    return try DependencyOverrides.with({ $0.set(World.overrideKey, value: scoped) }, operation: operation)
}

/// The `async` form of ``withWorld(_:operation:)``.
///
/// ```swift
/// await withWorld { $0 = World.mock() } operation: {
///     await model.refresh()
/// }
/// ```
@discardableResult
public func withWorld<Result>(
    _ configure: (inout World) throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    var world = World.current
    try configure(&world)
    let scoped = world
    return try await DependencyOverrides.with(
        { $0.set(World.overrideKey, value: scoped) }, isolation: isolation, operation: operation)
}
