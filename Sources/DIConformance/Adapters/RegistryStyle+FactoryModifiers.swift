/// Rows 38–40 for registries: Factory's modifiers belong to a container's bindings, which a registry has none of.
extension RegistryStyle {
    func decorated(counting seen: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        .notSupported(
            "a registry's desired implementation is one value the app assigns, with no binding to decorate "
                + "(decorate it before assigning it, or bind it in a DIWrappers container)")
    }

    func timeToLive(
        _ lifetime: Duration,
        on clock: any Clock<Duration>,
        counting builds: BuildCounter
    ) throws -> Support<@Sendable () throws -> Service> {
        .notSupported(
            "a registry's lifetimes are Floatation's Lazy and WeakLazy; a time to live is DIWrappers' "
                + "Scope.timeToLive")
    }

    func weaklyInjected(
        handingOut shared: @escaping @Sendable () -> Service,
        counting builds: BuildCounter
    ) throws -> Support<@Sendable () -> Service?> {
        .notSupported(
            "a registry is read where it is used (CoreRegistry.shared), never injected into a property; "
                + "hold what it hands out in a weak var")
    }
}
