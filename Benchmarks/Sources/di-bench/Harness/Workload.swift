/// Who a workload measures: the physical limit, DIToolkit, or another DI library.
enum Contender: String, Codable, Sendable {
    /// Hand-written code doing the same work with no DI at all; each group's ratios are relative to it.
    case baseline
    /// DIToolkit: a style, or DICore itself.
    case ditoolkit
    /// Another library (Swinject, swift-dependencies); "× best peer" is relative to the fastest of these.
    case peer
    /// Not a contender: a part of a DICore operation (to show where its time goes), a stand-in for code
    /// that is not public (a replica of a DICore read path), or a prototype of a proposed change.
    /// Shown, but never used as a baseline or peer and never held to a target.
    case reference
}

/// How a workload's operations are run.
enum WorkloadBody: Sendable {
    /// `operations` operations on the calling thread.
    case loop(@Sendable (_ operations: Int) -> Void)
    /// `operations` operations on each of `threads` threads at once; ns/op is wall time ÷ all operations,
    /// so a value half of the one-thread figure means the threads doubled throughput.
    case parallel(threads: Int, @Sendable (_ operations: Int) -> Void)
    /// `operations` operations that need `await` (task groups).
    case async(@Sendable (_ operations: Int) async -> Void)
    /// One fixed piece of work whose sleeping tasks are started through `sleepers`, timed run by run without
    /// calibration (see ``Runner/measure(_:)``); the figure is the wall time of one run.
    case scenario(@Sendable (_ size: ScenarioSize, _ sleepers: SleeperPool) async -> Void)
}

/// One measured piece of work: what it is compared with (its group) and the code that does `N` operations.
///
/// A workload's body must run exactly `operations` operations and pass every result to ``blackHole(_:)``,
/// so the optimiser cannot drop the work. Setup (containers, registrations) happens before the
/// ``Workload`` is created and is never timed.
///
/// ```swift
/// Workload(.singletonResolve, "DIWrappers Container.resolve", .ditoolkit) { operations in
///     for _ in 0..<operations { blackHole(container.resolve(Service.self)) }
/// }
/// ```
///
/// A DIToolkit row is held to its group's ``SpeedTarget`` unless it passes its own (`target: .injectSingleton`).
struct Workload: Sendable {
    /// The comparison the workload belongs to; every workload in a group does the same work.
    let group: WorkloadGroup
    /// What is measured, e.g. `Swinject .container` or `baseline: closure returning an existing instance`.
    let label: String
    /// Whose code it is.
    let contender: Contender
    /// The timed code.
    let body: WorkloadBody
    /// A target of the row's own, where its group's does not apply to it (e.g. `@Inject` among the singletons).
    private let ownTarget: SpeedTarget?

    /// A single-threaded workload.
    init(
        _ group: WorkloadGroup,
        _ label: String,
        _ contender: Contender,
        target: SpeedTarget? = nil,
        _ operations: @escaping @Sendable (_ operations: Int) -> Void
    ) {
        self.init(group, label, contender, target: target, body: .loop(operations))
    }

    /// A workload with an explicit body (parallel or async).
    init(
        _ group: WorkloadGroup,
        _ label: String,
        _ contender: Contender,
        target: SpeedTarget? = nil,
        body: WorkloadBody
    ) {
        self.group = group
        self.label = label
        self.contender = contender
        self.body = body
        ownTarget = target
    }

    /// What the row is held to: its own target, else its group's; `nil` for every row that is not DIToolkit's.
    var target: SpeedTarget? {
        contender == .ditoolkit ? ownTarget ?? group.target : nil
    }

    /// `group / label`, the name `--filter` matches.
    var name: String {
        "\(group.name) / \(label)"
    }
}
