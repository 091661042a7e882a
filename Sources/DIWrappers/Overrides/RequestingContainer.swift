/// The container whose resolve is evaluating a task-local override on this thread.
///
/// A DICore override entry takes no arguments, but a Fusion factory receives
/// the container that asked. While a container evaluates an override it
/// records itself here, so an override bound with
/// `overrides.bind(Database.self) { container in … }` resolves its own
/// dependencies from that container (falling back to ``Container/main`` when
/// another style reads the override).
final class RequestingContainer {
    private static let local = ThreadLocal { RequestingContainer() }

    private var stack: [Container] = []

    /// The innermost requesting container on this thread, if any.
    static var current: Container? {
        local.value.stack.last
    }

    /// Runs `body` with `container` as the requesting container.
    static func with<Result>(_ container: Container, _ body: () throws -> Result) rethrows -> Result {
        let state = local.value
        state.stack.append(container)
        defer { state.stack.removeLast() }
        return try body()
    }
}
