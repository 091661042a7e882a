import DIConformance
import Swinject

/// Swinject's answers to the rows where styles differ: a test gets what the app registered, a `.container`
/// singleton is kept by the container whatever is registered while it is built, and a registration is
/// seen by every task, detached or not.
extension SwinjectStyle {
    /// The app's assembly registered the live greeter; a test that registered nothing resolves it.
    var testDefault: Support<@Sendable () throws -> Reading<String>> {
        .available { Reading(try SwinjectApp.inUse().resolve((any Greeter).self).greeting, reports: []) }
    }

    /// A `.container`-scoped service whose factory resolves the greeter.
    var greetingSingleton: Support<@Sendable () throws -> String> {
        guard let app = try? SwinjectApp.inUse() else {
            return .notSupported("no Swinject app: run inside the style's withFreshState")
        }
        app.container.register(CapturedGreeting.self) { resolver in
            CapturedGreeting(resolver.resolve((any Greeter).self)!.greeting)
        }.inObjectScope(.container)
        return .available { try app.resolve(CapturedGreeting.self).greeting }
    }

    /// An app's container is process-wide, so a detached task resolves from the same one.
    func detached<Result: Sendable>(
        _ operation: @escaping @Sendable () throws -> Result
    ) async throws -> Result {
        let app = try SwinjectApp.inUse()
        return try await Task.detached { try SwinjectApp.$current.withValue(app) { try operation() } }.value
    }
}
