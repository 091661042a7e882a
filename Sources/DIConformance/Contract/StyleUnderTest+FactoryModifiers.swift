/// Defaults for the rows of Factory's modifiers (38–40): not adapted, as for every other capability.
extension StyleUnderTest {
    /// Not adapted: the cell shows `—` and says the adapter leaves `decorated` out.
    public func decorated(counting seen: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        .notAdapted("decorated(counting:)", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `timeToLive` out.
    public func timeToLive(
        _ lifetime: Duration,
        on clock: any Clock<Duration>,
        counting builds: BuildCounter
    ) throws -> Support<@Sendable () throws -> Service> {
        .notAdapted("timeToLive(_:on:counting:)", by: name)
    }

    /// Not adapted: the cell shows `—` and says the adapter leaves `weaklyInjected` out.
    public func weaklyInjected(
        handingOut shared: @escaping @Sendable () -> Service,
        counting builds: BuildCounter
    ) throws -> Support<@Sendable () -> Service?> {
        .notAdapted("weaklyInjected(handingOut:counting:)", by: name)
    }
}
