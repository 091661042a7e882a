/// An awaited resolution that a wiring recording or a resolution trace is observing: the `await` form of a
/// synchronous resolution's frame (see ``WiringRecorder/observeAwaited(_:source:reused:_:)``).
///
/// An awaited build may resume on another thread, so who asked cannot be the innermost frame of a thread.
/// The observations form a task-local chain instead: the one in force is the build that asked, and child
/// tasks a factory starts inherit it. A synchronous resolution inside an awaited build takes that build as
/// its parent, and its trace lines join the build's.
package final class AwaitedObservation: Sendable {
    /// The awaited resolution the current task is observed in, innermost.
    @TaskLocal static var current: AwaitedObservation?

    /// The ``WiringNode/id`` being resolved.
    let node: String
    /// The node of the build that asked, if any.
    let parent: String?
    /// How many resolutions this one is nested in (its trace line's indentation).
    let depth: Int
    /// The recorders that saw the edge, innermost first, and whether each saw it first.
    let recorders: [WiringRecorder]
    let edgeIsNew: [Bool]
    /// The trace lines of the outermost awaited resolution, shared by the whole chain.
    let lines: AwaitedTraceLines
    /// This resolution's line in `lines`.
    let entry: Int
    /// The source the edge was recorded with, and whether a resolution it made failed.
    private let state: Locked<(source: WiringSource, childFailed: Bool)>

    init(
        node: String, parent: AwaitedObservation?, recorders: [WiringRecorder], edgeIsNew: [Bool],
        entry: ResolutionTrace.Entry
    ) {
        self.node = node
        self.parent = parent?.node
        self.depth = entry.depth
        self.recorders = recorders
        self.edgeIsNew = edgeIsNew
        self.lines = parent?.lines ?? AwaitedTraceLines()
        self.entry = lines.append(entry)
        self.state = Locked((entry.source, false))
    }

    /// The indentation of a resolution this one makes.
    var childDepth: Int { depth + 1 }

    /// Notes that a resolution this build made failed, and has reported its problem.
    func markChildFailed() {
        state.withLock { $0.childFailed = true }
    }

    var childFailed: Bool {
        state.withLock { $0.childFailed }
    }

    /// Replaces the recorded edge's source with the one the build ended with (a test or preview value).
    func correctSource(to source: WiringSource) {
        let recorded = state.withLock { state in
            defer { state.source = source }
            return state.source
        }
        for (recorder, isNew) in zip(recorders, edgeIsNew) {
            recorder.correctSource(of: node, from: parent, recorded: recorded, isNew: isNew, to: source)
        }
        lines.update(entry) { $0.source = source }
    }
}

/// The trace lines of one outermost awaited resolution, written from whichever threads its builds run on.
final class AwaitedTraceLines: Sendable {
    private struct Buffer {
        var entries: [ResolutionTrace.Entry] = []
        /// How many lines were printed (and dropped) before `entries[0]`.
        var printed = 0
    }

    private let buffer = Locked(Buffer())

    /// Adds a line; returns its number, for ``update(_:_:)``.
    func append(_ entry: ResolutionTrace.Entry) -> Int {
        buffer.withLock { buffer in
            buffer.entries.append(entry)
            return buffer.printed + buffer.entries.count - 1
        }
    }

    /// Adds the lines of a synchronous resolution made inside the awaited build.
    func append(contentsOf entries: [ResolutionTrace.Entry]) {
        buffer.withLock { $0.entries.append(contentsOf: entries) }
    }

    /// Changes line `number`, unless it was printed already (a failure prints what it has at once).
    func update(_ number: Int, _ change: (inout ResolutionTrace.Entry) -> Void) {
        buffer.withLock { buffer in
            let index = number - buffer.printed
            guard buffer.entries.indices.contains(index) else { return }
            change(&buffer.entries[index])
        }
    }

    /// The lines not printed yet, which count as printed from now on.
    func takeAll() -> [ResolutionTrace.Entry] {
        buffer.withLock { buffer in
            let taken = buffer.entries
            buffer.printed += taken.count
            buffer.entries.removeAll()
            return taken
        }
    }
}
