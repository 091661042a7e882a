import DIWrappers

/// DIWrappers: the `@Inject` container (`Container.bind` / `resolve`, `@Inject`, `Container.withOverrides`).
enum WrappersWorkloads {
    static let singletonLabel = "DIWrappers Container.resolve (.singleton)"
    /// The same resolve after a resolution trace has been on and has ended: the trace is compiled in, but off.
    static let afterTraceLabel = "DIWrappers Container.resolve (.singleton), after a trace ended"
    static let namedLabel = "DIWrappers Container.resolve(id:) (.singleton)"

    static func make() -> [Workload] {
        let container = Container()
        container.bind(.singleton, to: Service.self, value: Service())
        let singletons = opaque(container)
        precondition(singletons.resolve(Service.self)! === singletons.resolve(Service.self)!, "singleton built twice")
        let resolveSingleton: @Sendable (Int) -> Void = { operations in
            for _ in 0..<operations { blackHole(singletons.resolve(Service.self)!) }
        }
        let replacement = Service(identifier: 1)
        return [
            Workload(.dependencyRead, singletonLabel, .ditoolkit, resolveSingleton),
            Workload(.dependencyReadOverridden, singletonLabel, .ditoolkit) { operations in
                Container.withOverrides {
                    $0.bind(Service.self, value: replacement)
                } operation: {
                    precondition(singletons.resolve(Service.self)! === replacement, "override did not apply")
                    resolveSingleton(operations)
                }
            },
            Workload(.singletonResolve, singletonLabel, .ditoolkit, resolveSingleton),
            Workload(.dependencyReadOverridden, afterTraceLabel, .ditoolkit) { operations in
                traceOnce(singletons)
                Container.withOverrides {
                    $0.bind(Service.self, value: replacement)
                } operation: {
                    resolveSingleton(operations)
                }
            },
            Workload(.singletonResolve, afterTraceLabel, .ditoolkit) { operations in
                traceOnce(singletons)
                resolveSingleton(operations)
            },
            injectAccess(),
            decorated(),
            transient(),
            argument(),
            named(),
            graph(),
            registration(),
            lookup(in: 10, group: .smallContainer),
            lookup(in: 10_000, group: .largeContainer),
            miss(among: 10, group: .missAmongFew),
            miss(among: 10_000, group: .missAmongMany),
            freshContainer(),
            Workload(.singletonOneThread, singletonLabel, .ditoolkit, body: .parallel(threads: 1, resolveSingleton)),
            Workload(.singletonTwoThreads, singletonLabel, .ditoolkit, body: .parallel(threads: 2, resolveSingleton)),
            race(),
        ]
    }

    /// Opens a resolution trace for one resolve (printing nowhere) and ends it, once per repetition, as the
    /// override rows open their scope: what follows runs with the trace compiled in and off.
    private static func traceOnce(_ container: Container) {
        ResolutionTrace.printing(to: { _ in }, operation: { blackHole(container.resolve(Service.self)) })
    }

    /// `@Inject` in a struct resolves from `Container.main`; bound to a type only this workload uses.
    private static func injectAccess() -> Workload {
        Container.main.bind(.singleton, to: InjectedService.self, value: InjectedService())
        let reader = opaque(InjectReader())
        return Workload(
            .singletonResolve, "DIWrappers @Inject access (.singleton)", .ditoolkit, target: .injectSingleton
        ) { operations in
            for _ in 0..<operations { blackHole(reader.service) }
        }
    }

    /// A singleton whose decorator calls a function on every value handed out.
    private static func decorated() -> Workload {
        let container = Container()
        container.bind(.singleton, to: Service.self, value: Service())
        container.decorate(Service.self) { blackHole($0) }
        let resolver = opaque(container)
        return Workload(.decoratedResolve, "DIWrappers Container.resolve (.singleton, 1 decorator)", .ditoolkit) {
            operations in
            for _ in 0..<operations { blackHole(resolver.resolve(Service.self)!) }
        }
    }

    /// A transient binding whose factory takes the argument the resolve gives.
    private static func argument() -> Workload {
        let container = Container()
        container.bind(Service.self) { (_, identifier: Int) in Service(identifier: identifier) }
        let resolver = opaque(container)
        let identifier = opaque(7)
        precondition(resolver.resolve(Service.self, argument: identifier)!.identifier == 7, "argument did not arrive")
        return Workload(.argumentResolve, "DIWrappers Container.resolve(_:argument:) (.transient)", .ditoolkit) {
            operations in
            for _ in 0..<operations { blackHole(resolver.resolve(Service.self, argument: identifier)!) }
        }
    }

    private static func transient() -> Workload {
        let container = Container()
        container.bind(Service.self) { _ in Service() }
        let resolver = opaque(container)
        return Workload(.transientResolve, "DIWrappers Container.resolve (.transient)", .ditoolkit) { operations in
            for _ in 0..<operations { blackHole(resolver.resolve(Service.self)!) }
        }
    }

    private static func named() -> Workload {
        let container = Container()
        container.bind(.singleton, to: Service.self, id: "slack", value: Service())
        let resolver = opaque(container)
        let name = opaque("slack")
        return Workload(.namedResolve, namedLabel, .ditoolkit) { operations in
            for _ in 0..<operations { blackHole(resolver.resolve(Service.self, id: name)!) }
        }
    }

    private static func graph() -> Workload {
        let container = Container()
        container.bind(GraphLeaf.self) { _ in GraphLeaf() }
        container.bind(GraphMiddle.self) { container in GraphMiddle(leaf: container.resolve(GraphLeaf.self)!) }
        container.bind(GraphRoot.self) { container in GraphRoot(middle: container.resolve(GraphMiddle.self)!) }
        let resolver = opaque(container)
        return Workload(.graphResolve, "DIWrappers .transient A(B(C))", .ditoolkit) { operations in
            for _ in 0..<operations { blackHole(resolver.resolve(GraphRoot.self)!) }
        }
    }

    /// Binding named factories, a new container every 1,000 bindings (its creation is amortised).
    private static func registration() -> Workload {
        let names = BindingNames.first(1_000)
        return Workload(.registration, "DIWrappers Container.bind", .ditoolkit) { operations in
            var container = Container()
            for index in 0..<operations {
                let slot = index % names.count
                if slot == 0 {
                    blackHole(container)
                    container = Container()
                }
                container.bind(Service.self, id: names[slot]) { _ in Service() }
            }
            blackHole(container)
        }
    }

    private static func lookup(in count: Int, group: WorkloadGroup) -> Workload {
        let container = Container()
        for name in BindingNames.first(count) {
            container.bind(.singleton, to: Service.self, id: name, value: Service())
        }
        let resolver = opaque(container)
        let name = opaque("binding-5")
        return Workload(group, namedLabel, .ditoolkit) { operations in
            for _ in 0..<operations { blackHole(resolver.resolve(Service.self, id: name)!) }
        }
    }

    /// A new container per race, so every race is a first resolution.
    private static func race() -> Workload {
        let builds = BuildCounter()
        return Workload(
            .firstResolutionRace, singletonLabel, .ditoolkit,
            body: .async { operations in
                for _ in 0..<operations {
                    let container = Container()
                    container.bind(.singleton, to: Service.self) { _ in
                        builds.recordBuild()
                        return Service()
                    }
                    await raceEightTasks { blackHole(container.resolve(Service.self)!) }
                    precondition(builds.takeCount() == 1, "DIWrappers built a singleton more than once")
                }
            })
    }
}

/// A service only the `@Inject` workload binds, in `Container.main`.
private final class InjectedService: Sendable {}

/// A struct that declares its dependency with `@Inject`.
private struct InjectReader {
    @Inject var service: InjectedService
}
