/// What a region carries while a wiring recording, a resolution trace or a verification is in force
/// (DIWiring's `WiringRecorder`).
///
/// DICore names only what it asks of an observer; ``RegionState/isRecording`` tells the read paths whether there is
/// one without touching the reference.
@usableFromInline
package protocol ResolutionObserver: AnyObject, Sendable {
    /// Whether the region opened for this observer stops counting as open when its operation returns, even if a
    /// build that trapped inside it still holds it (a verification's parked thread).
    var endsWithItsOperation: Bool { get }

    /// Takes a report made inside the region as its own (a verification's problem), or returns `false` to let
    /// ``DiagnosticReporter/report(_:)`` deliver it as usual.
    func takes(_ report: DIError) -> Bool

    /// Prints what a trap with `error` would lose (a trace's unfinished lines), before it ends thread or process.
    func printPendingLines(stoppedBy error: DIError)

    /// Prints what a user needs before the process stops with `error` (the problems a verification had found).
    func processWillStop(after error: DIError)
}
