/// What a wiring recording or a resolution trace has seen so far; installed in the task-local region state as
/// its ``ResolutionObserver``.
///
/// Styles call ``observe(_:source:reused:decorators:_:)`` around a resolution (and ``observeMissing(_:asked:)`` for a key
/// nothing binds) when ``RegionState/recorder`` is set, which it is
/// only inside ``WiringReport/recording(_:)-(()->Result)``, ``ResolutionTrace/printing(to:operation:)-(_,()->Result)``
/// or ``DependencyLog/recording(_:)-(()->Result)``.
/// Outside them no style pays more than the check of a scope it already makes.
///
/// A recorder opened inside another passes what it sees on to the outer one too, so a trace keeps
/// printing inside a recording.
@usableFromInline
package final class WiringRecorder: ResolutionObserver {
    private struct Seen {
        var nodes: [String: WiringNode] = [:]
        var edges: Set<WiringEdge> = []
        var problems: Set<WiringProblem> = []
        var resolved: Set<String> = []
        /// The ids of the nodes a resolution built (rather than handed out an existing value of).
        var built: Set<String> = []
        /// The source a node's last build ended with, for later resolutions that reuse its value.
        var valueSources: [String: WiringSource] = [:]
    }

    private let seen = Locked(Seen())
    /// Where a trace prints, or a dependency log collects, the lines of each outermost resolution, given with the
    /// recorder that saw them; `nil` for a recording.
    private let output: (@Sendable (ResolutionTrace.Entry, WiringRecorder) -> Void)?
    /// Serialises printing, so the lines of resolutions on two threads never interleave.
    private let printing = Lock()
    /// The recorder in force where this one was opened, which sees everything this one sees.
    let outer: WiringRecorder?
    /// The verification this recording is part of, if any: a trace opened inside one belongs to it too.
    @usableFromInline package let verification: VerificationSession?

    /// A recorder nested in the current task's recorder (if any); `output` makes it a printing trace.
    package init(output: (@Sendable (String) -> Void)?) {
        if let output {
            self.output = { entry, _ in output(entry.description) }
        } else {
            self.output = nil
        }
        self.outer = TaskRegion.current?.recorder
        self.verification = outer?.verification
    }

    /// A recorder nested in the current task's recorder (if any) that hands each line to `entries` once its
    /// outermost resolution ends: a dependency log's.
    package init(entries: @escaping @Sendable (ResolutionTrace.Entry, WiringRecorder) -> Void) {
        self.output = entries
        self.outer = TaskRegion.current?.recorder
        self.verification = outer?.verification
    }

    /// The recorder of `verification`'s builds.
    package init(verification: VerificationSession) {
        self.output = nil
        self.outer = TaskRegion.current?.recorder
        self.verification = verification
    }

    /// This recorder and the ones it passes events to, innermost first.
    var chain: [WiringRecorder] {
        var result = [self]
        while let next = result[result.count - 1].outer {
            result.append(next)
        }
        return result
    }

    /// Everything seen, as a report (nodes, edges and problems; no declarations of any style).
    package var report: WiringReport {
        seen.withLock {
            WiringReport(nodes: Array($0.nodes.values), edges: Array($0.edges), problems: Array($0.problems))
        }
    }

    /// The ids of every node some resolution reached, first or again.
    package var resolvedNodeIDs: Set<String> {
        seen.withLock { $0.resolved }
    }

    /// How many problems have been seen, so a caller can tell whether a build added one.
    package var problemCount: Int {
        seen.withLock { $0.problems.count }
    }

    /// Whether a resolution this recorder saw built `node` (rather than handing out a value kept from before).
    func hasBuilt(_ node: String) -> Bool {
        seen.withLock { $0.built.contains(node) }
    }

    /// Records that `node` was resolved (by `parent`'s build, if any) from `source`, and `built` if its value was
    /// made for it; answers whether the edge is new.
    func recordResolution(
        of node: WiringNode, from parent: String?, source: WiringSource, built: Bool = false
    ) -> Bool {
        seen.withLock { seen in
            if seen.nodes[node.id] == nil {
                seen.nodes[node.id] = node
            }
            seen.resolved.insert(node.id)
            if built {
                seen.built.insert(node.id)
            }
            guard let parent else { return false }
            return seen.edges.insert(WiringEdge(from: parent, to: node.id, source: source)).inserted
        }
    }

    /// Replaces the edge a resolution recorded (if it was the first to) with one of the source it ended with.
    func correctSource(
        of node: String, from parent: String?, recorded: WiringSource, isNew: Bool, to source: WiringSource
    ) {
        seen.withLock { seen in
            seen.valueSources[node] = source
            guard let parent else { return }
            if isNew {
                seen.edges.remove(WiringEdge(from: parent, to: node, source: recorded))
            }
            seen.edges.insert(WiringEdge(from: parent, to: node, source: source))
        }
    }

    /// The source the last build of `node` ended with, if this recorder saw one that differs from its binding.
    func valueSource(of node: String) -> WiringSource? {
        seen.withLock { $0.valueSources[node] }
    }

    /// Adds a problem (once; a cycle once whichever of its nodes found it first).
    package func record(_ problem: WiringProblem) {
        seen.withLock { seen in
            if problem.kind == .cycle,
                seen.problems.contains(where: { $0.kind == .cycle && $0.detail == problem.detail })
            {
                return
            }
            seen.problems.insert(problem)
        }
    }

    /// Adds an edge that no resolution made (a consumer's property to what it reads), in this recorder and
    /// the ones it passes events to.
    package func record(_ edge: WiringEdge, reaching node: WiringNode) {
        for recorder in chain {
            _ = recorder.recordResolution(of: node, from: edge.from, source: edge.source)
        }
    }

    /// Adds a node without a resolution (a declaration the style knows of).
    package func record(_ node: WiringNode) {
        seen.withLock { seen in
            if seen.nodes[node.id] == nil {
                seen.nodes[node.id] = node
            }
        }
    }

    /// Prints (or collects) the finished lines of one outermost resolution, if this recorder is a trace or a log.
    func print(_ entries: [ResolutionTrace.Entry]) {
        guard let output else { return }
        printing.withLock {
            for entry in entries {
                output(entry, self)
            }
        }
    }
}

extension WiringRecorder {
    /// A verification's region closes when `verify()` returns, though a build parked after a trap still holds it.
    @usableFromInline package var endsWithItsOperation: Bool {
        verification != nil
    }

    /// A report made while verifying is one of the verification's problems, not the running test's.
    @usableFromInline package func takes(_ report: DIError) -> Bool {
        guard let verification else { return false }
        verification.record(report)
        return true
    }

    /// Before a trap the verification cannot survive stops the process, prints every problem it found first.
    @usableFromInline package func processWillStop(after error: DIError) {
        verification?.printProblemsBeforeStopping(with: error)
    }
}
