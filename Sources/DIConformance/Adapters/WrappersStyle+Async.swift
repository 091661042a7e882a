import DIWrappers

extension WrappersStyle {
    /// Binds the main-actor service and the cycle whose factories suspend; `wireLive()` calls it.
    func bindAwaited(in main: Container) {
        main.bind(.singleton, to: MainActorService.self) { @MainActor _ in MainActorService() }
        main.bind(CycleA.self, id: "awaited") { container in
            await Task.yield()
            return CycleA(partner: try await container.resolveAsync(CycleB.self, id: "awaited"))
        }
        main.bind(CycleB.self, id: "awaited") { container in
            await Task.yield()
            return CycleB(partner: try await container.resolveAsync(CycleA.self, id: "awaited"))
        }
    }

    func asyncSingleton(counting builds: BuildCounter) throws -> Support<@Sendable () async throws -> Service> {
        Container.main.bind(.singleton, to: Service.self, id: "opened") { _ in
            try await Service.open(counting: builds)
        }
        return .available { try await Container.main.resolveAsync(Service.self, id: "opened") }
    }

    var mainActorService: Support<MainActorReach> {
        .available(.synchronous { try Container.main.resolveThrowing(MainActorService.self) })
    }

    var asyncCycle: Support<@Sendable () async throws -> String> {
        .available {
            do {
                _ = try await Container.main.resolveAsync(CycleA.self, id: "awaited")
                return "no error"
            } catch {
                return String(describing: error)
            }
        }
    }
}
