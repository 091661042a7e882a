import DICore

/// DICore's primitives, measured through its public API.
///
/// `InstanceCache` and `SingletonCell` have `package` access, invisible from this package, so the
/// singleton workloads reach a real `SingletonCell` through `DependencyOverrides.setSingleton`
/// (which stores its value in one) and add a dictionary lookup, a closure call and a cast on top.
/// Those rows and the factory override's are parts of what a style's resolve does, not a way users read a
/// dependency: they are `.reference` rows, shown beside the styles and never held to a target.
/// `ReadPathReplicaWorkloads` isolates the cell's bare read path.
enum CoreWorkloads {
    /// The label shared by the no-override and override-active rows, so their difference is reported.
    static let lookupLabel = "DICore overrides lookup, else live instance"
    static let entryLabel = "DICore setSingleton entry (SingletonCell) + as!"

    static func make() -> [Workload] {
        let key = DependencyKey(Service.self)
        let live = Service()
        let lookupOrLive: @Sendable (Int) -> Void = { operations in
            for _ in 0..<operations {
                blackHole(try! DependencyOverrides.current.value(for: key, as: Service.self) ?? live)
            }
        }
        var singletons = DependencyOverrides()
        singletons.setSingleton(key) { Service() }
        let singletonOverrides = opaque(singletons)
        let entry = opaque(singletons[key]!)
        let readEntry: @Sendable (Int) -> Void = { operations in
            for _ in 0..<operations { blackHole(try! entry.value() as! Service) }
        }
        var transients = DependencyOverrides()
        transients.set(key) { Service() }
        let transientOverrides = opaque(transients)
        return [
            // Runs first in the process: no scope has ever been opened, so `current` skips the task-local.
            Workload(.dependencyRead, "\(lookupLabel) (no scope ever opened)", .ditoolkit, lookupOrLive),
            Workload(.dependencyRead, "DICore current.isEmpty check, else live (no scope ever opened)", .ditoolkit) {
                operations in
                for _ in 0..<operations {
                    blackHole(DependencyOverrides.current.isEmpty ? live : Service(identifier: 1))
                }
            },
            Workload(.dependencyRead, lookupLabel, .ditoolkit) { operations in
                DependencyOverrides.with({ _ in }, operation: {})  // once per repetition: a scope was opened
                lookupOrLive(operations)
            },
            Workload(.dependencyReadOverridden, lookupLabel, .ditoolkit) { operations in
                DependencyOverrides.with {
                    $0.set(key, value: Service(identifier: 1))
                } operation: {
                    lookupOrLive(operations)
                }
            },
            Workload(.dependencyReadOverridden, "part: DependencyOverrides.current only", .reference) { operations in
                DependencyOverrides.with {
                    $0.set(key, value: Service(identifier: 1))
                } operation: {
                    for _ in 0..<operations { blackHole(DependencyOverrides.current) }
                }
            },
            Workload(.dependencyReadOverridden, "part: current[key] (hash + probe, no cast)", .reference) {
                operations in
                DependencyOverrides.with {
                    $0.set(key, value: Service(identifier: 1))
                } operation: {
                    for _ in 0..<operations { blackHole(DependencyOverrides.current[key]) }
                }
            },
            Workload(.singletonResolve, "DICore setSingleton override, value(for:as:)", .reference) { operations in
                for _ in 0..<operations { blackHole(try! singletonOverrides.value(for: key, as: Service.self)!) }
            },
            Workload(.singletonResolve, entryLabel, .reference, readEntry),
            Workload(.transientResolve, "DICore factory override, value(for:as:)", .reference) { operations in
                for _ in 0..<operations { blackHole(try! transientOverrides.value(for: key, as: Service.self)!) }
            },
            Workload(.singletonOneThread, entryLabel, .reference, body: .parallel(threads: 1, readEntry)),
            Workload(.singletonTwoThreads, entryLabel, .reference, body: .parallel(threads: 2, readEntry)),
            race(key: key),
        ]
    }

    /// A fresh `setSingleton` override per race: 8 tasks ask its `SingletonCell` at once; one build is allowed.
    private static func race(key: DependencyKey) -> Workload {
        let builds = BuildCounter()
        return Workload(
            .firstResolutionRace, "DICore setSingleton (SingletonCell)", .ditoolkit,
            body: .async { operations in
                for _ in 0..<operations {
                    var overrides = DependencyOverrides()
                    overrides.setSingleton(key) {
                        builds.recordBuild()
                        return Service()
                    }
                    let racing = overrides
                    await raceEightTasks { blackHole(try! racing.value(for: key, as: Service.self)!) }
                    precondition(builds.takeCount() == 1, "DICore built a singleton more than once")
                }
            })
    }
}
