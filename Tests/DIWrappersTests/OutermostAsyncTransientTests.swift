import DICore
import DIWrappers
import Testing

/// The two ends of an awaited chain of transients, and what the graph scope shares under them.
private final class Dashboard: Sendable {
    let model: DashboardModel
    let sharedStore: Bool

    init(model: DashboardModel, sharedStore: Bool) {
        self.model = model
        self.sharedStore = sharedStore
    }
}

private final class DashboardModel: Sendable {
    let store: DashboardStore

    init(store: DashboardStore) {
        self.store = store
    }
}

private final class DashboardStore: Sendable {}

/// An outermost awaited transient build runs without a frame of its own until something inside it needs one: these
/// pin that what it builds inside behaves as under a frame.
@Suite("Outermost awaited transient builds")
struct OutermostAsyncTransientTests {
    @Test("an outermost async transient whose factory resolves it again is reported as a cycle with its path")
    func selfCycleHasItsPath() async {
        let container = Container(name: "SelfCycle")
        container.bind(Dashboard.self) { container in
            _ = try await container.resolveAsync(Dashboard.self)
            return Dashboard(model: DashboardModel(store: DashboardStore()), sharedStore: false)
        }
        await expectCycle(resolving: Dashboard.self, from: container, path: ["Dashboard", "Dashboard"])
    }

    @Test("an outermost async transient reached again through another transient is reported with the whole path")
    func cycleThroughAnotherTransientHasItsPath() async {
        let container = Container(name: "TwoStepCycle")
        container.bind(Dashboard.self) { container in
            let model = try await container.resolveAsync(DashboardModel.self)
            return Dashboard(model: model, sharedStore: false)
        }
        container.bind(DashboardModel.self) { container in
            _ = try await container.resolveAsync(Dashboard.self)
            return DashboardModel(store: DashboardStore())
        }
        await expectCycle(
            resolving: Dashboard.self, from: container, path: ["Dashboard", "DashboardModel", "Dashboard"])
    }

    @Test("the awaited path a build inside an outermost async transient sees starts with the transient's key")
    func pathInsideStartsWithTheTransient() async throws {
        let container = Container(name: "Path")
        let seen = Locked<[String]>([])
        container.bind(DashboardModel.self) { _ async in
            seen.withLock { $0 = AsyncResolution.currentPath.map { String(describing: $0.serviceType) } }
            return DashboardModel(store: DashboardStore())
        }
        container.bind(Dashboard.self) { container in
            Dashboard(model: try await container.resolveAsync(DashboardModel.self), sharedStore: false)
        }
        _ = try await container.resolveAsync(Dashboard.self)
        #expect(seen.current == ["Dashboard", "DashboardModel"])
        #expect(AsyncResolution.currentPath.isEmpty)
    }

    @Test("a graph-scoped dependency is shared within one outermost async transient resolution and not between two")
    func graphIsSharedWithinOneResolution() async throws {
        let container = Container(name: "Graph")
        container.bind(.graph, to: DashboardStore.self) { _ async in DashboardStore() }
        container.bind(DashboardModel.self) { container in
            DashboardModel(store: try await container.resolveAsync(DashboardStore.self))
        }
        container.bind(Dashboard.self) { container in
            let model = try await container.resolveAsync(DashboardModel.self)
            let store = try await container.resolveAsync(DashboardStore.self)
            return Dashboard(model: model, sharedStore: model.store === store)
        }
        let first = try await container.resolveAsync(Dashboard.self)
        let second = try await container.resolveAsync(Dashboard.self)
        #expect(first.sharedStore)
        #expect(second.sharedStore)
        #expect(first.model.store !== second.model.store)
    }

    /// Resolves `type` and expects DI002 whose cycle names, in order, the types whose names end with `path`.
    private func expectCycle<Service>(resolving type: Service.Type, from container: Container, path: [String])
        async
    {
        do {
            _ = try await container.resolveAsync(type)
            Issue.record("the cycle was not reported")
        } catch let error as DIError {
            #expect(error.code == .circularDependency)
            let names = error.path.map { String(describing: $0.serviceType) }
            #expect(names == path, "path: \(error.path)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
