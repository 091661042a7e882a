import DIConformance

/// swift-dependencies' answers to rows 38–40, Factory's modifiers: it has none of them.
extension SwiftDependenciesStyle {
    func decorated(counting seen: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        .notSupported(
            "no decorator: a dependency is a value built once per context; run the code in the liveValue or "
                + "where it is used")
    }

    func timeToLive(
        _ lifetime: Duration,
        on clock: any Clock<Duration>,
        counting builds: BuildCounter
    ) throws -> Support<@Sendable () throws -> Service> {
        .notSupported(
            "no time-to-live: a liveValue is built once and cached for the process; make the value a client "
                + "that refreshes what it holds")
    }

    func weaklyInjected(
        handingOut shared: @escaping @Sendable () -> Service,
        counting builds: BuildCounter
    ) throws -> Support<@Sendable () -> Service?> {
        .notSupported("@Dependency holds its value strongly; there is no weak form")
    }
}
