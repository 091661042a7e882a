/// The physical limits: the same work with no DI at all. Every group's ratios divide by these.
enum BaselineWorkloads {
    /// A process-wide shared instance behind a `static let`, the way a hand-written registry keeps one.
    private enum SharedServices {
        static let service = Service()
    }

    static func make() -> [Workload] {
        let existing = Service()
        let existingClosure: @Sendable () -> Service = { existing }
        let newClosure: @Sendable () -> Service = { Service() }
        let returnExisting = opaque(existingClosure)
        let buildNew = opaque(newClosure)
        let decoratedClosure: @Sendable () -> Service = {
            blackHole(existing)
            return existing
        }
        let returnDecorated = opaque(decoratedClosure)
        let closureLabel = "baseline: closure returning an existing instance"
        let readExisting: @Sendable (Int) -> Void = { operations in
            for _ in 0..<operations { blackHole(returnExisting()) }
        }
        let named: [String: any ErasedInstance] = opaque(
            Dictionary(uniqueKeysWithValues: BindingNames.first(10).map { ($0, Service()) }))
        let name = opaque("binding-5")
        return [
            Workload(.dependencyRead, closureLabel, .baseline, readExisting),
            Workload(.dependencyReadOverridden, closureLabel, .baseline, readExisting),
            Workload(.singletonResolve, closureLabel, .baseline, readExisting),
            Workload(.decoratedResolve, "baseline: closure calling a function on an existing instance", .baseline) {
                operations in
                for _ in 0..<operations { blackHole(returnDecorated()) }
            },
            Workload(.staticAccessor, "baseline: static let through an accessor", .baseline) { operations in
                for _ in 0..<operations { blackHole(SharedServices.service) }
            },
            Workload(.transientResolve, "baseline: closure building a new instance", .baseline) { operations in
                for _ in 0..<operations { blackHole(buildNew()) }
            },
            Workload(.namedResolve, "baseline: dictionary lookup + unchecked downcast", .baseline) { operations in
                for _ in 0..<operations { blackHole(unsafeDowncast(named[name]!, to: Service.self)) }
            },
            Workload(.graphResolve, "baseline: building A(B(C)) by hand", .baseline) { operations in
                for _ in 0..<operations { blackHole(GraphRoot(middle: GraphMiddle(leaf: GraphLeaf()))) }
            },
            registration(),
            argument(),
            lookup(in: 10, group: .smallContainer),
            lookup(in: 10_000, group: .largeContainer),
            freshContainer(),
            Workload(.singletonOneThread, closureLabel, .baseline, body: .parallel(threads: 1, readExisting)),
            Workload(.singletonTwoThreads, closureLabel, .baseline, body: .parallel(threads: 2, readExisting)),
            Workload(
                .firstResolutionRace, "baseline: 8 tasks reading a prebuilt instance", .baseline,
                body: .async { operations in
                    for _ in 0..<operations {
                        await raceEightTasks { blackHole(returnExisting()) }
                    }
                }),
        ]
    }

    /// A closure that takes the argument and builds the value with it: what a resolve with an argument does.
    private static func argument() -> Workload {
        let buildWithArgument: @Sendable (Int) -> Service = { Service(identifier: $0) }
        let build = opaque(buildWithArgument)
        let identifier = opaque(7)
        return Workload(.argumentResolve, "baseline: closure taking the argument and building the value", .baseline) {
            operations in
            for _ in 0..<operations { blackHole(build(identifier)) }
        }
    }

    /// Inserting a stored factory into a dictionary, a new dictionary every 1,000 bindings.
    private static func registration() -> Workload {
        let names = BindingNames.first(1_000)
        let type = ObjectIdentifier(Service.self)
        return Workload(.registration, "baseline: dictionary insert of a factory", .baseline) { operations in
            var bindings: [BindingKey: @Sendable () -> Service] = [:]
            for index in 0..<operations {
                let slot = index % names.count
                if slot == 0 {
                    blackHole(bindings)
                    bindings = [:]
                }
                bindings[BindingKey(type: type, name: names[slot])] = { Service() }
            }
            blackHole(bindings)
        }
    }

    /// A new class instance holding a dictionary, one factory inserted, and a lookup that builds from it: a
    /// hand-written container made, bound and resolved.
    private static func freshContainer() -> Workload {
        final class Bindings {
            var factories: [ObjectIdentifier: () -> any ErasedInstance] = [:]
        }
        let type = ObjectIdentifier(Service.self)
        return Workload(.freshContainer, "baseline: class + dictionary insert + lookup", .baseline) { operations in
            for _ in 0..<operations {
                let bindings = Bindings()
                bindings.factories[type] = { Service() }
                blackHole(unsafeDowncast(bindings.factories[type]!(), to: Service.self))
            }
        }
    }

    /// A dictionary lookup + unchecked downcast in a dictionary of `count` bindings.
    private static func lookup(in count: Int, group: WorkloadGroup) -> Workload {
        let type = ObjectIdentifier(Service.self)
        let bindings: [BindingKey: any ErasedInstance] = opaque(
            Dictionary(
                uniqueKeysWithValues: BindingNames.first(count).map { (BindingKey(type: type, name: $0), Service()) }
            ))
        let key = opaque(BindingKey(type: type, name: "binding-5"))
        return Workload(group, "baseline: dictionary lookup + unchecked downcast", .baseline) { operations in
            for _ in 0..<operations { blackHole(unsafeDowncast(bindings[key]!, to: Service.self)) }
        }
    }
}
