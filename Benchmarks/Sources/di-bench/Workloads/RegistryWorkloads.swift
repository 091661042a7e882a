import DIRegistry

/// DIRegistry: `Registry.shared.x`, Floatation's static registries.
enum RegistryWorkloads {
    static func make() -> [Workload] {
        BenchmarkRegistry.assignDesiredImplementation(to: BenchmarkRegistry(service: Service(identifier: 3)))
        precondition(BenchmarkRegistry.shared.service.identifier == 3, "the desired implementation was not used")
        return [
            Workload(.staticAccessor, "DIRegistry Registry.shared.x", .ditoolkit) { operations in
                for _ in 0..<operations { blackHole(BenchmarkRegistry.shared.service) }
            }
        ]
    }
}

/// A registry of one service.
private final class BenchmarkRegistry: Registry, @unchecked Sendable {
    let service: Service

    required init(service: Service) {
        self.service = service
        super.init()
    }

    static func createMockShared() -> BenchmarkRegistry {
        BenchmarkRegistry(service: Service(identifier: 4))
    }
}
