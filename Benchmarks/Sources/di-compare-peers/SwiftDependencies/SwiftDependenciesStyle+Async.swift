import DIConformance
import Dependencies

/// Builds main-actor services, the library's way for main-actor work: a client whose endpoint is `@MainActor`.
struct MainActorServiceClient: Sendable {
    var make: @MainActor @Sendable () -> MainActorService
}

private enum MainActorServiceKey: DependencyKey {
    static let liveValue = MainActorServiceClient { MainActorService() }
}

extension DependencyValues {
    var mainActorService: MainActorServiceClient {
        get { self[MainActorServiceKey.self] }
        set { self[MainActorServiceKey.self] = newValue }
    }
}

/// swift-dependencies' answers for services built with `await` and services that belong to the main actor.
extension SwiftDependenciesStyle {
    func asyncSingleton(counting builds: BuildCounter) throws -> Support<@Sendable () async throws -> Service> {
        .notSupported(
            "a `liveValue` is a synchronous static: a service opened with `await` is reached through a client's "
                + "async endpoint, and the library does not build it once for you")
    }

    var mainActorService: Support<MainActorReach> {
        .available(
            .synchronous {
                @Dependency(\.mainActorService) var mainActorService
                return mainActorService.make()
            })
    }

    var asyncCycle: Support<@Sendable () async throws -> String> {
        .notSupported(
            "a `liveValue` is a synchronous static, so no dependency is built with `await`; an async endpoint "
                + "that calls another is a plain call the library does not track")
    }
}
