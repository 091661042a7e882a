import DICore
import DIWrappers

/// Rows 38–40 for the `@Inject` container, spelled as Factory users port `.decorator`, `.timeToLive` and
/// `@WeakLazyInjected`.
extension WrappersStyle {
    /// Code under test: a view that holds its service weakly.
    private final class WeakConsumer: @unchecked Sendable {
        @WeakInject("weak-inject") var service: Service?
    }

    func decorated(counting seen: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        Container.main.bind(.singleton, to: Service.self, id: "decorated", value: Service())
        Container.main.decorate(Service.self, id: "decorated") { _ in seen.record() }
        return .available { try Container.main.resolveThrowing(Service.self, id: "decorated") }
    }

    func timeToLive(
        _ lifetime: Duration,
        on clock: any Clock<Duration>,
        counting builds: BuildCounter
    ) throws -> Support<@Sendable () throws -> Service> {
        Container.main.bind(.timeToLive(lifetime, clock: clock), to: Service.self, id: "time-to-live") { _ in
            builds.record()
            return Service()
        }
        return .available { try Container.main.resolveThrowing(Service.self, id: "time-to-live") }
    }

    func weaklyInjected(
        handingOut shared: @escaping @Sendable () -> Service,
        counting builds: BuildCounter
    ) throws -> Support<@Sendable () -> Service?> {
        Container.main.bind(Service.self, id: "weak-inject") { _ in
            builds.record()
            return shared()
        }
        let consumer = WeakConsumer()
        return .available { consumer.service }
    }
}
