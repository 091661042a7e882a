extension RegionState {
    /// The wiring recording or resolution trace in force for this task, if any: the region's
    /// ``ResolutionObserver``, which only DIWiring's recorder is.
    ///
    /// Inlinable, so a read path that records nothing tests ``isRecording`` and goes no further.
    @inlinable package var recorder: WiringRecorder? {
        guard isRecording else { return nil }
        return observer as? WiringRecorder
    }
}
