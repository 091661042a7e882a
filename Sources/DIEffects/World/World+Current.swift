extension World: AmbientWorld {}

/// Runs `operation` with the current world, changed by `configure`, as `World.current`.
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
    try World.with(configure, operation: operation)
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
    try await World.with(configure, isolation: isolation, operation: operation)
}
