import DIWrappers

/// DIWrappers' awaited resolves: `Container.resolveAsync` of bindings whose factories are `async`.
extension WrappersWorkloads {
    static let asyncSingletonLabel = "DIWrappers Container.resolveAsync (.singleton)"
    static let asyncTransientLabel = "DIWrappers Container.resolveAsync (.transient)"

    static func awaited() -> [Workload] {
        let singletons = Container()
        singletons.bind(.singleton, to: Service.self) { _ async in Service() }
        let transients = Container()
        transients.bind(Service.self) { _ async in Service() }
        let singletonResolver = opaque(singletons)
        let transientResolver = opaque(transients)
        return [
            Workload(
                .asyncSingletonResolve, asyncSingletonLabel, .ditoolkit,
                body: .async { operations in
                    let first = try! await singletonResolver.resolveAsync(Service.self)
                    let again = try! await singletonResolver.resolveAsync(Service.self)
                    precondition(again === first, "DIWrappers built an async singleton twice")
                    for _ in 0..<operations { blackHole(try! await singletonResolver.resolveAsync(Service.self)) }
                }),
            Workload(
                .asyncTransientResolve, asyncTransientLabel, .ditoolkit,
                body: .async { operations in
                    for _ in 0..<operations { blackHole(try! await transientResolver.resolveAsync(Service.self)) }
                }),
        ]
    }
}
