import DIConformance

/// Swinject's answers to rows 38–40, Factory's modifiers: it has none of them.
extension SwinjectStyle {
    func decorated(counting seen: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        .notSupported(
            "no decorator: initCompleted runs once per build, not on each resolve of a kept instance "
                + "(call the code after each resolve)")
    }

    func timeToLive(
        _ lifetime: Duration,
        on clock: any Clock<Duration>,
        counting builds: BuildCounter
    ) throws -> Support<@Sendable () throws -> Service> {
        .notSupported(
            "no time-to-live scope: write an ObjectScope with a custom InstanceStorage that forgets its "
                + "instance after a deadline")
    }

    func weaklyInjected(
        handingOut shared: @escaping @Sendable () -> Service,
        counting builds: BuildCounter
    ) throws -> Support<@Sendable () -> Service?> {
        .notSupported(
            "no property injection: resolve in the initialiser and keep the result in a weak var")
    }
}
