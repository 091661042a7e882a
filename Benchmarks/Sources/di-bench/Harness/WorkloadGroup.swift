/// A set of workloads that do the same work, so their times can be divided by each other.
///
/// The group's baseline row is the denominator of "× baseline"; its fastest peer row is the denominator
/// of "× best peer". `target` is what its DIToolkit rows must reach unless a row carries its own.
struct WorkloadGroup: Hashable, Sendable {
    /// Shown as the group's heading, e.g. `singleton resolve`.
    let name: String
    /// The target of the group's DIToolkit rows that carry none of their own (`nil`: no target).
    let target: SpeedTarget?

    init(_ name: String, target: SpeedTarget? = nil) {
        self.name = name
        self.target = target
    }
}

extension WorkloadGroup {
    /// Reading a dependency while no override is active (the production path). `Container.resolve` ≤ 1.5× (issue
    /// 26); DICore's lookups and DIReader keep issue 17's 1.5×.
    static let dependencyRead = WorkloadGroup(
        "dependency read, no override active", target: SpeedTarget(versusBaseline: 1.5))
    /// Reading a dependency while a test override for it is active.
    static let dependencyReadOverridden = WorkloadGroup("dependency read, override active")
    /// Handing out an instance that already exists: `Container.resolve` ≤ 1.5× and ≥ 30× faster than Swinject.
    static let singletonResolve = WorkloadGroup(
        "singleton resolve", target: SpeedTarget(versusBaseline: 1.5, speedupOverBestPeer: 30))
    /// A process-wide shared value reached through a static accessor.
    static let staticAccessor = WorkloadGroup("shared static accessor", target: SpeedTarget(versusBaseline: 2))
    /// Building a new instance on every resolve: ≤ 1.5× (issue 41).
    static let transientResolve = WorkloadGroup("transient resolve", target: SpeedTarget(versusBaseline: 1.5))
    /// Resolving an identified ("named") binding: ≤ 1.2× a dictionary look-up and downcast (issue 41).
    static let namedResolve = WorkloadGroup("named resolve", target: SpeedTarget(versusBaseline: 1.2))
    /// Building A(needs B(needs C)) transiently: ≤ 1.5× (issue 41).
    static let graphResolve = WorkloadGroup("3-level transient graph", target: SpeedTarget(versusBaseline: 1.5))
    /// Registering one binding, measured over containers of 1,000 bindings: ≤ 1.5× a dictionary insert (issue 41).
    static let registration = WorkloadGroup(
        "registration, per binding (1,000 per container)", target: SpeedTarget(versusBaseline: 1.5))
    /// Resolving from a container holding 10 bindings.
    static let smallContainer = WorkloadGroup("resolve from 10 bindings")
    /// Resolving from a container holding 10,000 bindings.
    static let largeContainer = WorkloadGroup("resolve from 10,000 bindings")
    /// A `resolveThrowing` that finds nothing, error included, in a container of 10 bindings (5 unnamed, 5
    /// identified).
    static let missAmongFew = WorkloadGroup("resolve miss among 10 bindings")
    /// The same miss among 10,000 bindings (5,000 unnamed, 5,000 identified): ≤ 10 µs (issue 41), since a miss
    /// looks its key up in an index instead of looking at every binding.
    static let missAmongMany = WorkloadGroup(
        "resolve miss among 10,000 bindings", target: SpeedTarget(maximumNanoseconds: 10_000))
    /// A new container, one singleton bound, and its first resolve: what every isolated test pays. ≤ 0.5× Swinject's
    /// in the same run (issue 41).
    static let freshContainer = WorkloadGroup(
        "fresh container: new + bind + first resolve", target: SpeedTarget(speedupOverBestPeer: 2))
    /// One thread reading the same singleton (aggregate ns/op).
    static let singletonOneThread = WorkloadGroup("singleton hit, 1 thread")
    /// Two threads reading the same singleton at once (aggregate ns/op: wall time ÷ all operations).
    static let singletonTwoThreads = WorkloadGroup("singleton hit, 2 threads")
    /// Handing out an instance that already exists, with `await` (a binding whose factory is `async`).
    static let asyncSingletonResolve = WorkloadGroup("async singleton resolve")
    /// Building a new instance on every resolve, with `await` (an `async` factory).
    static let asyncTransientResolve = WorkloadGroup("async transient resolve")
    /// Eight tasks asking for a singleton that is not built yet (ns per race).
    static let firstResolutionRace = WorkloadGroup("first resolution, 8 racing tasks (per race)")
    /// Handing out an instance that already exists after calling a function on it (a decorator, issue 27): ≤ 2× the
    /// closure that does the same (issue 41).
    static let decoratedResolve = WorkloadGroup("decorated resolve", target: SpeedTarget(versusBaseline: 2))
    /// Building a new instance from an argument given to the resolve (Swinject's `resolve(_:argument:)`).
    static let argumentResolve = WorkloadGroup("argument resolve")

    /// One task sleeping 1 s in a loop, woken by one `advance(by: .seconds(1))` per sleep. In the virtual-time
    /// groups the baseline is swift-clocks' `TestClock` under `withMainSerialExecutor`, and DIToolkit's
    /// `TestClock` must be no slower (issue 38).
    static let sleeperAdvancedEachSecond = WorkloadGroup(
        "virtual time: waking sleepers, 1 task sleeping 1,000 × 1 s, 1,000 × advance(by: 1 s)",
        target: SpeedTarget(versusBaseline: 1))
    /// One task sleeping 1 s in a loop, woken through all its sleeps by one advance.
    static let sleeperAdvancedAtOnce = WorkloadGroup(
        "virtual time: waking sleepers, 1 task sleeping 1,000 × 1 s, one advance(by: 1,000 s)",
        target: SpeedTarget(versusBaseline: 1))
    /// Many tasks sleeping once, due together, woken by one advance.
    static let sleepersWokenTogether = WorkloadGroup(
        "virtual time: waking sleepers, 100 tasks sleeping 1 s once, one advance(by: 1 s)",
        target: SpeedTarget(versusBaseline: 1))
    /// One task sleeping 1 s in a loop, woken through all its sleeps by `run()`.
    static let sleeperRun = WorkloadGroup(
        "virtual time: waking sleepers, 1 task sleeping 1,000 × 1 s, one run()",
        target: SpeedTarget(versusBaseline: 1))
    /// A `TestScheduler` firing one repeating timer per `advance(by:)`; the baseline has nothing else pending, the
    /// DIToolkit row 1,000 one-shots due later, and must stay within 2× (issue 38).
    static let timerFiring = WorkloadGroup(
        "virtual time: a repeating TestScheduler timer firing, per advance(by: 1 s)",
        target: SpeedTarget(versusBaseline: 2))
}

/// A figure derived from two groups for every label that appears in both, e.g. 2-thread scaling.
struct Pairing: Sendable {
    /// How the two medians are combined.
    enum Kind: String, Codable, Sendable {
        /// `denominator ns ÷ numerator ns`: how many times the throughput grew (higher is better).
        case speedup
        /// `numerator ns ÷ denominator ns`: how many times slower (lower is better).
        case slowdown
        /// `numerator ns − denominator ns`: the added nanoseconds (lower is better).
        case addedNanoseconds
    }

    /// Shown as the section heading.
    let title: String
    let numerator: WorkloadGroup
    let denominator: WorkloadGroup
    let kind: Kind
    /// The target (a minimum for `speedup`, a maximum otherwise), applied to DIToolkit rows; for a pairing
    /// ``isRelativeToBaseline``, replaced by the same run's baseline row.
    let target: Double
    /// Whether the target is the baseline row's own figure in the same run (2-thread scaling: a shared class
    /// instance's reference count caps every hand-out, the baseline's included).
    var isRelativeToBaseline = false

    /// The derived figures with targets: issue 26's scaling and override cost, and issue 17's size independence,
    /// which issue 26 keeps and issue 41 asks of a miss too.
    static let all: [Pairing] = [
        Pairing(
            title: "2-thread singleton throughput ÷ 1 thread", numerator: .singletonTwoThreads,
            denominator: .singletonOneThread, kind: .speedup, target: 0, isRelativeToBaseline: true),
        Pairing(
            title: "resolve from 10,000 bindings ÷ 10 bindings", numerator: .largeContainer,
            denominator: .smallContainer, kind: .slowdown, target: 1.2),
        Pairing(
            title: "resolve miss among 10,000 bindings ÷ 10 bindings", numerator: .missAmongMany,
            denominator: .missAmongFew, kind: .slowdown, target: 1.2),
        Pairing(
            title: "ns added by an active override", numerator: .dependencyReadOverridden,
            denominator: .dependencyRead, kind: .addedNanoseconds, target: 30),
    ]

    /// Combines the two medians.
    func value(numerator numeratorNanoseconds: Double, denominator denominatorNanoseconds: Double) -> Double {
        switch kind {
        case .speedup: denominatorNanoseconds / numeratorNanoseconds
        case .slowdown: numeratorNanoseconds / denominatorNanoseconds
        case .addedNanoseconds: numeratorNanoseconds - denominatorNanoseconds
        }
    }

    /// Whether `value` meets the target.
    func meetsTarget(_ value: Double) -> Bool {
        kind == .speedup ? value >= target : value <= target
    }
}
