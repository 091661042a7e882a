/// Rows 38–40 for the World: its fields are closures and values the app writes, so Factory's modifiers have
/// nothing to attach to.
extension WorldStyle {
    func decorated(counting seen: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        .notSupported("a world's fields are closures the app writes: run the code in the closure")
    }

    func timeToLive(
        _ lifetime: Duration,
        on clock: any Clock<Duration>,
        counting builds: BuildCounter
    ) throws -> Support<@Sendable () throws -> Service> {
        .notSupported("the World manages no lifetimes: a field hands out what its closure returns")
    }

    func weaklyInjected(
        handingOut shared: @escaping @Sendable () -> Service,
        counting builds: BuildCounter
    ) throws -> Support<@Sendable () -> Service?> {
        .notSupported("code reads World.current where it needs it; nothing is injected into a property")
    }
}
