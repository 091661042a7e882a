import DIConformance
import Swinject

/// Swinject's answers for services built with `await` and services that belong to the main actor.
extension SwinjectStyle {
    func asyncSingleton(counting builds: BuildCounter) throws -> Support<@Sendable () async throws -> Service> {
        .notSupported(
            "Swinject 2.10 factories are synchronous and `resolve` cannot be awaited: a service opened with "
                + "`await` cannot be registered")
    }

    var mainActorService: Support<MainActorReach> {
        .available(
            .synchronous {
                let app = try SwinjectApp.inUse()
                app.container.register(MainActorService.self) { @MainActor _ in MainActorService() }
                return try app.resolve(MainActorService.self)
            })
    }

    var asyncCycle: Support<@Sendable () async throws -> String> {
        .notSupported(
            "Swinject 2.10 factories are synchronous and `resolve` cannot be awaited, so no factory suspends")
    }
}
