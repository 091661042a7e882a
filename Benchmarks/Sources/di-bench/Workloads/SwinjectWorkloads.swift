import Swinject

/// Swinject 2.10.0 doing each group's work, registered the way its README shows.
enum SwinjectWorkloads {
    static func make() -> [Workload] {
        [
            resolve(.singletonResolve, "Swinject .container", scope: .container),
            resolve(.transientResolve, "Swinject .transient", scope: .transient),
            named(),
            argument(),
            graph(),
            registration(),
            lookup(in: 10, group: .smallContainer),
            lookup(in: 10_000, group: .largeContainer),
            freshContainer(),
            contention(threads: 1, group: .singletonOneThread),
            contention(threads: 2, group: .singletonTwoThreads),
            race(),
        ]
    }

    private static func resolve(_ group: WorkloadGroup, _ label: String, scope: ObjectScope) -> Workload {
        let container = Container()
        container.register(Service.self) { _ in Service() }.inObjectScope(scope)
        let resolver = UncheckedSendable(opaque(container))
        return Workload(group, label, .peer) { operations in
            for _ in 0..<operations { blackHole(resolver.value.resolve(Service.self)!) }
        }
    }

    /// A new container, one `.container`-scoped registration and its first resolve.
    private static func freshContainer() -> Workload {
        Workload(.freshContainer, "Swinject Container() + register(.container) + resolve", .peer) { operations in
            for _ in 0..<operations {
                let container = Container()
                container.register(Service.self) { _ in Service() }.inObjectScope(.container)
                blackHole(container.resolve(Service.self)!)
            }
        }
    }

    /// `resolve(_:argument:)` of a transient registration whose factory takes the argument.
    private static func argument() -> Workload {
        let container = Container()
        container.register(Service.self) { (_, identifier: Int) in Service(identifier: identifier) }
            .inObjectScope(.transient)
        let resolver = UncheckedSendable(opaque(container))
        let identifier = opaque(7)
        return Workload(.argumentResolve, "Swinject resolve(_:argument:) (.transient)", .peer) { operations in
            for _ in 0..<operations { blackHole(resolver.value.resolve(Service.self, argument: identifier)!) }
        }
    }

    private static func named() -> Workload {
        let container = Container()
        container.register(Service.self, name: "slack") { _ in Service() }.inObjectScope(.container)
        let resolver = UncheckedSendable(opaque(container))
        let name = opaque("slack")
        precondition(resolver.value.resolve(Service.self, name: name) != nil, "Swinject lost the named binding")
        return Workload(.namedResolve, "Swinject named .container", .peer) { operations in
            for _ in 0..<operations { blackHole(resolver.value.resolve(Service.self, name: name)!) }
        }
    }

    private static func graph() -> Workload {
        let container = Container()
        container.register(GraphLeaf.self) { _ in GraphLeaf() }.inObjectScope(.transient)
        container.register(GraphMiddle.self) { resolver in
            GraphMiddle(leaf: resolver.resolve(GraphLeaf.self)!)
        }.inObjectScope(.transient)
        container.register(GraphRoot.self) { resolver in
            GraphRoot(middle: resolver.resolve(GraphMiddle.self)!)
        }.inObjectScope(.transient)
        let resolver = UncheckedSendable(opaque(container))
        return Workload(.graphResolve, "Swinject .transient A(B(C))", .peer) { operations in
            for _ in 0..<operations { blackHole(resolver.value.resolve(GraphRoot.self)!) }
        }
    }

    /// Registering named factories, a new container every 1,000 bindings (its creation is amortised).
    private static func registration() -> Workload {
        let names = BindingNames.first(1_000)
        return Workload(.registration, "Swinject register", .peer) { operations in
            var container = Container()
            for index in 0..<operations {
                let slot = index % names.count
                if slot == 0 {
                    blackHole(container)
                    container = Container()
                }
                container.register(Service.self, name: names[slot]) { _ in Service() }
            }
            blackHole(container)
        }
    }

    private static func lookup(in count: Int, group: WorkloadGroup) -> Workload {
        let container = Container()
        for name in BindingNames.first(count) {
            container.register(Service.self, name: name) { _ in Service() }.inObjectScope(.container)
        }
        let resolver = UncheckedSendable(opaque(container))
        let name = opaque("binding-5")
        return Workload(group, "Swinject named .container", .peer) { operations in
            for _ in 0..<operations { blackHole(resolver.value.resolve(Service.self, name: name)!) }
        }
    }

    /// The thread-safe resolver Swinject offers for use from several threads.
    private static func contention(threads: Int, group: WorkloadGroup) -> Workload {
        let container = Container()
        container.register(Service.self) { _ in Service() }.inObjectScope(.container)
        let resolver = UncheckedSendable(opaque(container.synchronize()))
        let first = resolver.value.resolve(Service.self)
        precondition(first === resolver.value.resolve(Service.self), "Swinject .container built twice")
        return Workload(
            group, "Swinject .container (synchronize())", .peer,
            body: .parallel(threads: threads) { operations in
                for _ in 0..<operations { blackHole(resolver.value.resolve(Service.self)!) }
            })
    }

    /// A new container per race, so every race is a first resolution.
    private static func race() -> Workload {
        let builds = BuildCounter()
        return Workload(
            .firstResolutionRace, "Swinject .container (synchronize())", .peer,
            body: .async { operations in
                for _ in 0..<operations {
                    let container = Container()
                    container.register(Service.self) { _ in
                        builds.recordBuild()
                        return Service()
                    }.inObjectScope(.container)
                    let resolver = UncheckedSendable(container.synchronize())
                    await raceEightTasks { blackHole(resolver.value.resolve(Service.self)!) }
                    precondition(builds.takeCount() == 1, "Swinject built a .container singleton more than once")
                }
            })
    }
}
