extension WiringRecorder {
    /// Runs `body`, the awaited resolution of `node`, as a child of whatever the current task is resolving,
    /// and records it as ``observe(_:source:reused:decorators:_:)`` records a synchronous one.
    ///
    /// The trace lines of an outermost awaited resolution are printed when it ends, or at once when one of
    /// its resolutions fails, unfinished parents included.
    package nonisolated(nonsending) func observeAwaited<Value>(
        _ node: WiringNode,
        source: WiringSource,
        reused: Bool = false,
        decorators: Int = 0,
        _ body: () async throws -> Value
    ) async throws -> Value {
        let enclosing = AwaitedObservation.current
        let recorders = chain
        let effective = reused ? (valueSource(of: node.id) ?? source) : source
        let edgeIsNew = recorders.map {
            $0.recordResolution(of: node, from: enclosing?.node, source: effective, built: !reused)
        }
        let observation = AwaitedObservation(
            node: node.id, parent: enclosing, recorders: recorders, edgeIsNew: edgeIsNew,
            entry: ResolutionTrace.Entry(
                depth: enclosing?.childDepth ?? 0, node: node, source: effective, reused: reused,
                decorators: decorators))
        let start = ContinuousClock.now
        do {
            let value = try await AwaitedObservation.$current.withValue(observation) {
                try await body()
            }
            Self.finish(observation, in: enclosing, started: start, failure: nil)
            return value
        } catch {
            Self.finish(observation, in: enclosing, started: start, failure: error)
            throw error
        }
    }

    private static func finish(
        _ observation: AwaitedObservation,
        in enclosing: AwaitedObservation?,
        started: ContinuousClock.Instant,
        failure: (any Error)?
    ) {
        let duration = ContinuousClock.now - started
        observation.lines.update(observation.entry) { entry in
            entry.duration = duration
            entry.failure = failure.map(Self.failureText)
        }
        if let failure {
            if !observation.childFailed {
                let problem = problem(for: failure, at: observation.node)
                for recorder in observation.recorders {
                    recorder.record(problem)
                }
            }
            enclosing?.markChildFailed()
        }
        // A failure is printed at once, unfinished parents too: the caller may stop the process with it.
        if enclosing == nil || failure != nil {
            printAwaited(observation.lines, to: observation.recorders)
        }
    }

    /// Prints and forgets the lines an awaited resolution has so far.
    static func printAwaited(_ lines: AwaitedTraceLines, to recorders: [WiringRecorder]) {
        let entries = lines.takeAll()
        guard !entries.isEmpty else { return }
        for recorder in recorders {
            recorder.print(entries)
        }
    }

    /// `DI00x: summary`, or `threw …` for an error that is not a `DIError`.
    static func failureText(_ failure: any Error) -> String {
        (failure as? DIError).map { "\($0.code.rawValue): \($0.summary)" } ?? "threw \(failure)"
    }
}
