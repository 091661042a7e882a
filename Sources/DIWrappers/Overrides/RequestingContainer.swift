/// The container whose resolve is evaluating a task-local override on this thread.
///
/// A DICore override entry takes no arguments, but a Fusion factory receives
/// the container that asked. While a container evaluates an override it
/// records itself here, so an override bound with
/// `overrides.bind(Database.self) { container in … }` resolves its own
/// dependencies from that container (falling back to ``Container/main`` when
/// another style reads the override).
@usableFromInline
final class RequestingContainer {
    @usableFromInline static let local = ThreadLocal { RequestingContainer() }

    /// Touched only by the thread that owns this instance, so it needs no exclusivity check.
    @usableFromInline @exclusivity(unchecked) var stack: [Container] = []

    /// The innermost requesting container on this thread, if any.
    @inlinable
    static var current: Container? {
        local.value.stack.last
    }

    /// Runs `body` with `container` as the requesting container.
    @inlinable
    static func with<Result>(_ container: Container, _ body: () throws -> Result) rethrows -> Result {
        let state = local.value
        state.stack.append(container)
        defer { state.stack.removeLast() }
        return try body()
    }
}
