import DIRegistry

/// A registry whose parts are built with `await` on first use, written the way "Swift 6.2 apps" shows one.
final class AwaitedRegistry: Registry {
    let service: AsyncLazy<Service>
    let mainActorService: AsyncLazy<MainActorService>
    let cycleA: AsyncLazy<CycleA>
    let cycleB: AsyncLazy<CycleB>

    required init(service: AsyncLazy<Service>) {
        self.service = service
        mainActorService = AsyncLazy { await MainActorService() }
        cycleA = AsyncLazy {
            await Task.yield()
            return CycleA(partner: try await AwaitedRegistry.shared.cycleB.instance)
        }
        cycleB = AsyncLazy {
            await Task.yield()
            return CycleB(partner: try await AwaitedRegistry.shared.cycleA.instance)
        }
        super.init()
    }

    static func createMockShared() -> AwaitedRegistry {
        AwaitedRegistry(service: AsyncLazy { Service(serial: 2) })
    }
}

extension RegistryStyle {
    func asyncSingleton(counting builds: BuildCounter) throws -> Support<@Sendable () async throws -> Service> {
        AwaitedRegistry.assignDesiredImplementation(
            to: AwaitedRegistry(service: AsyncLazy { try await Service.open(counting: builds) }))
        return .available { try await AwaitedRegistry.shared.service.instance }
    }

    var mainActorService: Support<MainActorReach> {
        .available(.awaited { try await AwaitedRegistry.shared.mainActorService.instance })
    }

    var asyncCycle: Support<@Sendable () async throws -> String> {
        .available {
            do {
                _ = try await AwaitedRegistry.shared.cycleA.instance
                return "no error"
            } catch {
                return String(describing: error)
            }
        }
    }
}
