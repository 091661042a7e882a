/// Decides from successive readings of a step count whether work has stopped making progress.
///
/// Work on a busy machine or under a sanitizer takes longer for each step, but it keeps taking steps; work that
/// deadlocked takes none. So the rule never asks how long the work took, only how long the count stood still.
struct StallRule: Sendable {
    /// How long the count may stand still before the work counts as hanging.
    let limit: Duration
    private var steps: Int
    private var unchangedSince: ContinuousClock.Instant

    /// A rule that starts from a reading of `steps` taken at `instant`.
    init(limit: Duration, steps: Int = 0, at instant: ContinuousClock.Instant) {
        self.limit = limit
        self.steps = steps
        unchangedSince = instant
    }

    /// Takes a reading; `true` once the count has not changed for ``limit``.
    mutating func isStalled(steps: Int, at instant: ContinuousClock.Instant) -> Bool {
        guard steps == self.steps else {
            self.steps = steps
            unchangedSince = instant
            return false
        }
        return instant - unchangedSince >= limit
    }
}
