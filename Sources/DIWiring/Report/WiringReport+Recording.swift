extension WiringReport {
    /// Runs `operation` and reports the wiring of everything it resolved, in every style.
    ///
    /// The report holds what was actually asked for: container bindings and overrides, the registries
    /// whose `shared` was read, the static contexts that were read and the `World` fields that were
    /// called, with an edge from each build to what it asked for, and the problems the builds ran into.
    /// Like ``ResolutionTrace``, the recording is task-local and off outside `operation`.
    ///
    /// ```swift
    /// let (_, report) = WiringReport.recording {
    ///     _ = Container.main.resolveAssert(CheckoutModel.self)
    /// }
    /// print(report.text)
    /// ```
    public static func recording<Result>(
        _ operation: () throws -> Result
    ) rethrows -> (result: Result, report: WiringReport) {
        let recorder = WiringRecorder(output: nil)
        let result = try TaskRegion.with(observer: recorder, operation: operation)
        return (result, recorder.report)
    }

    /// The `async` form of ``recording(_:)-(()->Result)``.
    ///
    /// ```swift
    /// let (_, report) = await WiringReport.recording {
    ///     await model.load()
    /// }
    /// ```
    public static func recording<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> Result
    ) async rethrows -> (result: Result, report: WiringReport) {
        let recorder = WiringRecorder(output: nil)
        let result = try await TaskRegion.with(observer: recorder, isolation: isolation, operation: operation)
        return (result, recorder.report)
    }
}
