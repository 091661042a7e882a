/// Every workload of a run, in the order they run and are shown.
///
/// To add a style: write an enum with a `make() -> [Workload]` that sets its container up and returns one
/// ``Workload`` per group it takes part in, then list it in ``all()``. A workload is about five lines:
///
/// ```swift
/// Workload(.singletonResolve, "DIWrappers Container.resolve", .ditoolkit) { operations in
///     for _ in 0..<operations { blackHole(container.resolve(Service.self)) }
/// }
/// ```
enum WorkloadCatalog {
    /// The groups in display (and run) order. `dependencyRead` comes first so that DICore's
    /// "no scope ever opened" row really runs before any override region exists in the process. The virtual-time
    /// groups come last: their sleeping tasks outlive a run they were lost in, and `withMainSerialExecutor`
    /// sends every task of the process to the main thread while its rows run.
    static let groupOrder: [WorkloadGroup] = [
        .dependencyRead, .dependencyReadOverridden, .singletonResolve, .staticAccessor, .transientResolve,
        .namedResolve, .graphResolve, .registration, .smallContainer, .largeContainer, .missAmongFew,
        .missAmongMany, .freshContainer, .singletonOneThread, .singletonTwoThreads, .firstResolutionRace,
        .asyncSingletonResolve, .asyncTransientResolve,
        .decoratedResolve, .argumentResolve, .sleeperAdvancedEachSecond, .sleeperAdvancedAtOnce,
        .sleepersWokenTogether, .sleeperRun, .timerFiring,
    ]

    /// All workloads, grouped in ``groupOrder``; within a group: baseline, DIToolkit, references, peers.
    ///
    /// Setup (registrations, containers) runs here and must not open a DICore override region.
    static func all() -> [Workload] {
        let makers: [() -> [Workload]] = [
            BaselineWorkloads.make, BaselineWorkloads.awaited, CoreWorkloads.make, ReadPathReplicaWorkloads.make,
            WrappersWorkloads.make, WrappersWorkloads.awaited,
            ReaderWorkloads.make, RegistryWorkloads.make, EffectsWorkloads.make, SwinjectWorkloads.make,
            SwiftDependenciesWorkloads.make, EffectsWorkloads.testClock, EffectsWorkloads.testScheduler,
            SwiftClocksWorkloads.make,
        ]
        let workloads = makers.flatMap { $0() }
        let contenderOrder: [Contender] = [.baseline, .ditoolkit, .reference, .peer]
        return groupOrder.flatMap { group in
            contenderOrder.flatMap { contender in
                workloads.filter { $0.group == group && $0.contender == contender }
            }
        }
    }
}
