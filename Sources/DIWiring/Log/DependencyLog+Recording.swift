extension DependencyLog {
    /// Runs `operation` and logs every dependency it resolved, in every style.
    ///
    /// The log is task-local, like ``ResolutionTrace``: only `operation`'s task tree is logged, a test running
    /// beside it is not. It is built from the same observation as the trace and the ``WiringReport``, so it
    /// costs nothing while no log, trace or recording is on.
    ///
    /// ```swift
    /// let (_, log) = DependencyLog.recording {
    ///     _ = Container.main.resolveAssert(CheckoutModel.self)
    /// }
    /// print(log.text)
    /// ```
    public static func recording<Result>(
        _ operation: () throws -> Result
    ) rethrows -> (result: Result, log: DependencyLog) {
        let collector = Collector()
        let result = try TaskRegion.with(observer: collector.makeRecorder(), operation: operation)
        return (result, collector.log)
    }

    /// The `async` form of ``recording(_:)-(()->Result)``.
    ///
    /// ```swift
    /// let (_, log) = await DependencyLog.recording {
    ///     await model.load()
    /// }
    /// ```
    public static func recording<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> Result
    ) async rethrows -> (result: Result, log: DependencyLog) {
        let collector = Collector()
        let result = try await TaskRegion.with(
            observer: collector.makeRecorder(), isolation: isolation, operation: operation)
        return (result, collector.log)
    }

    /// Collects the lines a recorder hands out into entries, one per dependency and source.
    final class Collector: Sendable {
        private struct Collected {
            var entries: [Entry] = []
            var index: [Entry.Identity: Int] = [:]
        }

        private let collected = Locked(Collected())

        /// A recorder, nested in the current one, whose lines this collector receives.
        func makeRecorder() -> WiringRecorder {
            WiringRecorder(entries: { [self] line, recorder in add(line, seenBy: recorder) })
        }

        /// Counts `line` under its entry; a value handed out again is kept from outside unless a resolution
        /// that `recorder` saw built it.
        private func add(_ line: ResolutionTrace.Entry, seenBy recorder: WiringRecorder) {
            let kept = line.reused && line.node.kind == .binding && !recorder.hasBuilt(line.node.id)
            let entry = Entry(node: line.node, source: line.source, isKeptFromOutside: kept, count: 1)
            collected.withLock { collected in
                if let position = collected.index[entry.identity] {
                    collected.entries[position].count += 1
                } else {
                    collected.index[entry.identity] = collected.entries.count
                    collected.entries.append(entry)
                }
            }
        }

        var log: DependencyLog {
            DependencyLog(entries: collected.withLock { $0.entries })
        }
    }
}

extension DependencyLog.Entry {
    /// What makes two resolutions one entry: the dependency, its source, and whether it was kept from outside.
    struct Identity: Hashable {
        let node: String
        let source: WiringSource
        let isKeptFromOutside: Bool
    }

    var identity: Identity {
        Identity(node: node.id, source: source, isKeptFromOutside: isKeptFromOutside)
    }
}
