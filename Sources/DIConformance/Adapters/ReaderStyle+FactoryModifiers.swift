/// Rows 38–40 for the Reader: a context is a plain value, so Factory's modifiers have nothing to attach to.
extension ReaderStyle {
    func decorated(counting seen: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        .notSupported(
            "a context is a plain value whose properties the app writes: run the code in the property's getter")
    }

    func timeToLive(
        _ lifetime: Duration,
        on clock: any Clock<Duration>,
        counting builds: BuildCounter
    ) throws -> Support<@Sendable () throws -> Service> {
        .notSupported("a context manages no lifetimes: the resolver hands out what its properties return")
    }

    func weaklyInjected(
        handingOut shared: @escaping @Sendable () -> Service,
        counting builds: BuildCounter
    ) throws -> Support<@Sendable () -> Service?> {
        .notSupported("a Reader passes its context to the code that reads it, and injects no properties")
    }
}
