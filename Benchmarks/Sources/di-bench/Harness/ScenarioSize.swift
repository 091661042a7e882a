/// How large a scenario's counts are: as its group names them in a full run, a few in a smoke run.
///
/// A scenario asks for every count through ``count(_:)``, so `--smoke` proves the same code runs (and finds a
/// lost sleeper the same way) in a fraction of the time.
///
/// ```swift
/// for _ in 0..<size.count(1_000) { await clock.advance(by: .seconds(1)) }
/// ```
struct ScenarioSize: Sendable {
    /// The most any count is in this size (`nil`: counts as named).
    private let ceiling: Int?

    /// The counts the groups name.
    static let full = ScenarioSize(ceiling: nil)
    /// At most 10 of anything: enough for several sleepers and several advances.
    static let smoke = ScenarioSize(ceiling: 10)

    /// `named`, or this size's ceiling if it is smaller.
    func count(_ named: Int) -> Int {
        ceiling.map { Swift.min($0, named) } ?? named
    }
}
