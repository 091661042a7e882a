/// What a DIToolkit row must reach: a ceiling against its group's baseline, a floor on how many times faster than
/// the group's fastest peer it runs, a ceiling in nanoseconds, or several of these (every one must hold).
///
/// Issue 26 sets them (its "Targets" table), issue 41 where it changes them; rows neither names keep issue 17's. A
/// group carries the target of most of its rows; a row that has its own passes it to ``Workload`` (see
/// ``injectSingleton``).
/// Only `.ditoolkit` rows are judged.
struct SpeedTarget: Hashable, Sendable {
    /// The most the row's median may be, in multiples of the group baseline's median; `nil`: no such target.
    let versusBaseline: Double?
    /// The fewest times faster than the group's fastest peer the row must be (fastest peer's median ÷ the row's);
    /// `nil`: no such target.
    let speedupOverBestPeer: Double?
    /// The most the row's median may be, in nanoseconds (for work whose cost is the point, not a ratio to
    /// hand-written code, e.g. a miss among 10,000 bindings); `nil`: no such target.
    let maximumNanoseconds: Double?

    init(versusBaseline: Double? = nil, speedupOverBestPeer: Double? = nil, maximumNanoseconds: Double? = nil) {
        precondition(
            versusBaseline != nil || speedupOverBestPeer != nil || maximumNanoseconds != nil, "a target with no part")
        self.versusBaseline = versusBaseline
        self.speedupOverBestPeer = speedupOverBestPeer
        self.maximumNanoseconds = maximumNanoseconds
    }

    /// Whether a row meets every part of the target, given its ratios and median; `nil` when a part has nothing
    /// to compare with (the group lacks the baseline or peer it needs).
    func isMet(versusBaseline ratio: Double?, versusBestPeer peerRatio: Double?, median: Double) -> Bool? {
        var met = true
        if let versusBaseline {
            guard let ratio else { return nil }
            met = met && ratio <= versusBaseline
        }
        if let speedupOverBestPeer {
            guard let peerRatio else { return nil }
            met = met && 1 / peerRatio >= speedupOverBestPeer
        }
        if let maximumNanoseconds {
            met = met && median <= maximumNanoseconds
        }
        return met
    }
}

extension SpeedTarget {
    /// `@Inject` singleton: ≤ 1.2× the closure (its group's target is `Container.resolve`'s 1.5×).
    static let injectSingleton = SpeedTarget(versusBaseline: 1.2)
    /// `World.current` field: ≤ 1.2× the closure (its group's target is `Container.resolve`'s 1.5×).
    static let worldField = SpeedTarget(versusBaseline: 1.2)
}
