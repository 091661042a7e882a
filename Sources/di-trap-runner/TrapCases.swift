import DIReader
import DIRegistry
import DIWrappers

/// A service the trap cases fail to provide.
protocol AuditLogger: Sendable {
    var name: String { get }
}

/// The only logger the cases bind: under the identifier "slack", never "audit".
struct SlackLogger: AuditLogger {
    let name = "slack"
}

/// One half of a two-node cycle: needs a `Repository`.
final class Service {
    let repository: Repository

    init(repository: Repository) {
        self.repository = repository
    }
}

/// The other half: needs a `Service`.
final class Repository {
    let service: Service

    init(service: Service) {
        self.service = service
    }
}

/// A screen whose `@Inject` asks its container for a logger nobody bound.
final class AuditScreen: Containerized {
    let container: Container

    @Inject("audit") var logger: any AuditLogger

    init(container: Container) {
        self.container = container
    }
}

/// A registry whose mock reads the registry's own `shared`: a cycle no throwing API can report.
final class LoopingRegistry: Registry {
    static func createMockShared() -> LoopingRegistry {
        _ = LoopingRegistry.shared
        return LoopingRegistry()
    }
}

/// The deliberate traps, one per non-throwing API.
enum TrapCases {
    /// A feature container (child of an app container) with a "slack" logger but no "audit" one.
    private static func featureContainer() -> Container {
        let app = Container(name: "AppContainer")
        app.bind((any AuditLogger).self, id: "slack", value: SlackLogger())
        return Container(name: "FeatureContainer", parent: app)
    }

    /// A container where `Service` and `Repository` need each other.
    private static func cyclicContainer() -> Container {
        let container = Container(name: "CyclicContainer")
        container.bind(Service.self) { Service(repository: $0.resolveAssert(Repository.self)) }
        container.bind(Repository.self) { Repository(service: $0.resolveAssert(Service.self)) }
        return container
    }

    static func resolveAssertOfMissingBinding() {
        _ = featureContainer().resolveAssert((any AuditLogger).self, id: "audit")
    }

    static func injectOfMissingBinding() {
        _ = AuditScreen(container: featureContainer()).logger
    }

    static func cycleThroughResolve() {
        _ = cyclicContainer().resolve(Service.self)
    }

    static func cycleThroughResolveAssert() {
        _ = cyclicContainer().resolveAssert(Repository.self)
    }

    static func cycleThroughLazy() {
        nonisolated(unsafe) var lazy: Lazy<Int>?
        lazy = Lazy { lazy!.instance + 1 }
        _ = lazy!.instance
    }

    static func cycleThroughRegistryMock() {
        _ = LoopingRegistry.shared
    }

    static func getCureOfMissingCure() {
        _ = Vaccine.getCure(for: (any AuditLogger).self)
    }
}
