extension WiringRecorder {
    /// The resolutions in progress on one thread, and the trace lines of its current outermost resolution.
    final class Frames {
        struct Frame {
            let node: String
            let parent: String?
            let recorders: [WiringRecorder]
            let edgeIsNew: [Bool]
            var source: WiringSource
            /// The index of this resolution's line in `entries`, or `nil` once it was printed unfinished.
            var entry: Int?
            var childFailed = false
        }

        var stack: [Frame] = []
        /// Lines not printed yet, in the order the resolutions started.
        var entries: [ResolutionTrace.Entry] = []
        /// The awaited build the thread's current resolution runs in, if any: the outermost frame's parent.
        var awaited: AwaitedObservation?

        /// Notes, before the outermost resolution starts, which awaited build (if any) it runs in.
        func enterOutermost() {
            if stack.isEmpty {
                awaited = AwaitedObservation.current
            }
        }

        /// The node whose build asks for the next resolution.
        var parent: String? {
            stack.last?.node ?? awaited?.node
        }

        /// The indentation of the next resolution's line.
        var depth: Int {
            stack.count + (awaited?.childDepth ?? 0)
        }
    }

    /// Resolutions run synchronously on one thread, so who asked is the innermost frame of this thread (for
    /// the outermost one, the awaited build it runs in, if any).
    static let frames = ThreadLocal { Frames() }

    /// Runs `body`, the resolution of `node`, as a child of whatever this thread is resolving, and records it:
    /// the edge from the asking node, the time it took, and the problem it failed with.
    ///
    /// `reused` says the value already existed (a kept singleton), and `decorators` how many decorators run on
    /// it, for the trace's line.
    package func observe<Value>(
        _ node: WiringNode,
        source: WiringSource,
        reused: Bool = false,
        decorators: Int = 0,
        _ body: () throws -> Value
    ) rethrows -> Value {
        let frames = Self.frames.value
        frames.enterOutermost()
        let parent = frames.parent
        let recorders = chain
        let effective = reused ? (valueSource(of: node.id) ?? source) : source
        let edgeIsNew = recorders.map {
            $0.recordResolution(of: node, from: parent, source: effective, built: !reused)
        }
        frames.entries.append(
            ResolutionTrace.Entry(
                depth: frames.depth, node: node, source: effective, reused: reused, decorators: decorators))
        frames.stack.append(
            Frames.Frame(
                node: node.id, parent: parent, recorders: recorders, edgeIsNew: edgeIsNew, source: effective,
                entry: frames.entries.count - 1))
        let start = ContinuousClock.now
        do {
            let value = try body()
            Self.finish(frames, started: start, failure: nil)
            return value
        } catch {
            Self.finish(frames, started: start, failure: error)
            throw error
        }
    }

    /// Records a key nothing binds, asked for by whatever this thread is resolving (or directly, of `asked`).
    package func observeMissing(_ key: DependencyKey, asked: String) {
        let frames = Self.frames.value
        frames.enterOutermost()
        let node = WiringNode(kind: .unbound, name: key.description)
        let parent = frames.parent
        let detail = parent.map { "needed by \($0)" } ?? "asked for from \(asked)"
        let recorders = chain
        for recorder in recorders {
            _ = recorder.recordResolution(of: node, from: parent, source: .binding)
            recorder.record(WiringProblem(kind: .missing, node: node.id, detail: detail))
        }
        var entry = ResolutionTrace.Entry(depth: frames.depth, node: node, source: .binding, reused: false)
        entry.isMissing = true
        frames.entries.append(entry)
        if frames.stack.isEmpty {
            Self.flush(frames, to: recorders, failed: false)
        }
    }

    /// Says that the value the innermost observed resolution on this thread builds is a test or preview
    /// value (its binding picked it by the current context), so its edge and its trace line say so.
    ///
    /// Costs one atomic load when no scope is open anywhere in the process.
    package static func markValueSource(_ source: WiringSource) {
        guard DependencyOverrides.mayBeActive, TaskRegion.current?.recorder != nil else { return }
        let frames = Self.frames.value
        guard let index = frames.stack.indices.last else {
            AwaitedObservation.current?.correctSource(to: source)
            return
        }
        let frame = frames.stack[index]
        for (recorder, isNew) in zip(frame.recorders, frame.edgeIsNew) {
            recorder.correctSource(of: frame.node, from: frame.parent, recorded: frame.source, isNew: isNew, to: source)
        }
        frames.stack[index].source = source
        if let entry = frame.entry {
            frames.entries[entry].source = source
        }
    }

    /// Prints the lines this thread's trace still holds, because a trap is about to stop the thread (and
    /// usually the process): the innermost unfinished resolution is the one the trap stopped, and says so.
    ///
    /// The lines go to the recorders of the frames this thread holds, which include the one the region carries.
    @usableFromInline package func printPendingLines(stoppedBy error: DIError) {
        let frames = Self.frames.value
        guard let innermost = frames.stack.last else { return }
        if let entry = innermost.entry {
            frames.entries[entry].stoppedBy = Self.failureText(error)
        }
        Self.flush(frames, to: innermost.recorders, failed: true)
    }

    private static func finish(_ frames: Frames, started: ContinuousClock.Instant, failure: (any Error)?) {
        let frame = frames.stack.removeLast()
        if let entry = frame.entry {
            frames.entries[entry].duration = ContinuousClock.now - started
            frames.entries[entry].failure = failure.map(failureText)
        }
        if let failure {
            if !frame.childFailed {
                let problem = problem(for: failure, at: frame.node)
                for recorder in frame.recorders {
                    recorder.record(problem)
                }
            }
            if let parent = frames.stack.indices.last {
                frames.stack[parent].childFailed = true
            } else {
                frames.awaited?.markChildFailed()
            }
        }
        // A failure is printed at once, unfinished parents too: the caller may stop the process with it.
        if frames.stack.isEmpty || failure != nil {
            flush(frames, to: frame.recorders, failed: failure != nil)
        }
    }

    /// Prints and forgets every buffered line; resolutions still running keep going without a line.
    ///
    /// Inside an awaited build the lines join that build's instead, printed with them when it ends or,
    /// after a failure, at once.
    private static func flush(_ frames: Frames, to recorders: [WiringRecorder], failed: Bool) {
        let lines = frames.entries
        frames.entries.removeAll(keepingCapacity: true)
        for index in frames.stack.indices {
            frames.stack[index].entry = nil
        }
        let awaited = frames.awaited
        if frames.stack.isEmpty {
            frames.awaited = nil
        }
        if let awaited {
            awaited.lines.append(contentsOf: lines)
            if failed {
                printAwaited(awaited.lines, to: recorders)
            }
            return
        }
        guard !lines.isEmpty else { return }
        for recorder in recorders {
            recorder.print(lines)
        }
    }

    /// The problem a failed build of `node` reports.
    package static func problem(for failure: any Error, at node: String) -> WiringProblem {
        guard let error = failure as? DIError else {
            return WiringProblem(kind: .failed, node: node, detail: "threw \(failure)")
        }
        switch error.code {
        case .notRegistered:
            let missing = error.key.map { WiringNode(kind: .unbound, name: $0.description).id } ?? node
            return WiringProblem(kind: .missing, node: missing, detail: "needed by \(node)")
        case .circularDependency:
            return WiringProblem(kind: .cycle, node: node, detail: cycleText(error.path))
        default:
            return WiringProblem(kind: .failed, node: node, detail: "\(error.code.rawValue): \(error.summary)")
        }
    }

    /// A cycle's keys from the one with the smallest name, back to it, so every build that walks into the same
    /// cycle describes it the same way: `[B, A, B]` and `[A, B, A]` are both `A -> B -> A`.
    static func cycleText(_ path: [DependencyKey]) -> String {
        var loop = path.map(\.description)
        if loop.count > 1, loop.first == loop.last {
            loop.removeLast()
        }
        guard let start = loop.indices.min(by: { loop[$0] < loop[$1] }) else { return "" }
        let rotated = Array(loop[start...] + loop[..<start])
        return (rotated + [rotated[0]]).joined(separator: " -> ")
    }
}
