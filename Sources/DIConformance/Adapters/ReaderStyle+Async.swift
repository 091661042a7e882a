import DIReader

extension ReaderStyle {
    func asyncSingleton(counting builds: BuildCounter) throws -> Support<@Sendable () async throws -> Service> {
        .notSupported(
            "a context is a plain value: the resolver hands out what its properties return and builds nothing, "
                + "so it has no async factory to run once (hold a DIRegistry AsyncLazy in the context)")
    }

    var mainActorService: Support<MainActorReach> {
        .available(.synchronous { GreetingScreen.resolve[\.makeMainActorService]() })
    }

    var asyncCycle: Support<@Sendable () async throws -> String> {
        .notSupported(
            "a context is a plain value built before use and the resolver builds nothing, so it has no build path "
                + "to report (an awaited part held as a DIRegistry AsyncLazy gets the Registry column's check)")
    }
}
