/// What a region carries while a wiring recording or a resolution trace is in force: DIWiring's `WiringRecorder`.
///
/// The styles observe their resolutions through DIWiring; DICore itself needs only what it asks of an
/// observer, so it names these members and nothing of the recording. A region without an observer records
/// nothing, and ``RegionState/isRecording`` tells the read paths so without touching this reference.
@usableFromInline
package protocol ResolutionObserver: AnyObject, Sendable {
    /// The verification whose builds this observer records, if any: ``VerificationSession/current`` reads it,
    /// and a region opened for one stops counting as live when its operation returns.
    var verification: VerificationSession? { get }

    /// Prints the trace lines this thread still holds, because a trap with `error` is about to stop the thread
    /// (``DiagnosticReporter/trap(_:)`` calls it first).
    func printPendingLines(stoppedBy error: DIError)
}
