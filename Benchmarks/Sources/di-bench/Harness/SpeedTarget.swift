/// What a DIToolkit row must reach: a ceiling against its group's baseline, and, for some rows, a floor on how
/// many times faster than the group's fastest peer it runs.
///
/// Issue 26 sets them (its "Targets" table); rows it does not name keep issue 17's. A group carries the
/// target of most of its rows; a row that has its own passes it to ``Workload`` (see ``injectSingleton``).
/// Only `.ditoolkit` rows are judged.
struct SpeedTarget: Hashable, Sendable {
    /// The most the row's median may be, in multiples of the group baseline's median.
    let versusBaseline: Double
    /// The fewest times faster than the group's fastest peer the row must be (fastest peer's median ÷ the row's);
    /// `nil`: no such target.
    let speedupOverBestPeer: Double?

    init(versusBaseline: Double, speedupOverBestPeer: Double? = nil) {
        self.versusBaseline = versusBaseline
        self.speedupOverBestPeer = speedupOverBestPeer
    }
}

extension SpeedTarget {
    /// `@Inject` singleton: ≤ 1.2× the closure (its group's target is `Container.resolve`'s 1.5×).
    static let injectSingleton = SpeedTarget(versusBaseline: 1.2)
    /// `World.current` field: ≤ 1.2× the closure (its group's target is `Container.resolve`'s 1.5×).
    static let worldField = SpeedTarget(versusBaseline: 1.2)
}
