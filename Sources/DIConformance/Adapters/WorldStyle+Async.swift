import DIEffects

extension WorldStyle {
    func asyncSingleton(counting builds: BuildCounter) throws -> Support<@Sendable () async throws -> Service> {
        .notSupported(
            "a world's fields are closures the app writes; the World manages no lifetimes "
                + "(capture a DIRegistry AsyncLazy in an async field for an awaited singleton)")
    }

    var mainActorService: Support<MainActorReach> {
        .available(.synchronous { GreetingWorld.current.makeMainActorService() })
    }

    var asyncCycle: Support<@Sendable () async throws -> String> {
        .notSupported(
            "a world's fields are closures the app writes, and the World does not see one field call another, "
                + "so it has no build path to report (capture DIRegistry AsyncLazy values to get that check)")
    }
}
