import DIReader

/// DIReader: an instance's `resolve[\.x]` through a context protocol, Corridor's style.
enum ReaderWorkloads {
    static func make() -> [Workload] {
        let client = opaque(ReaderClient(resolve: Resolver(context: LiveBenchmarkContext())))
        return [
            Workload(.dependencyRead, "DIReader resolve[\\.x]", .ditoolkit) { operations in
                for _ in 0..<operations { blackHole(client.service) }
            }
        ]
    }
}

/// The dependencies a reader reads, declared as a context protocol.
private protocol BenchmarkContext: Sendable {
    var service: Service { get }
}

private struct LiveBenchmarkContext: BenchmarkContext {
    let service = Service()
}

/// A type that reads its dependency from its resolver.
private struct ReaderClient: HasInstanceContext {
    typealias Context = any BenchmarkContext
    var resolve: Resolver<ReaderClient, any BenchmarkContext>

    var service: Service {
        resolve[\.service]
    }
}
