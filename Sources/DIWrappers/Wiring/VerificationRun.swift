/// One pass of building every binding of a container in a scratch copy, recording what each build asked for.
///
/// ``Container/verify(fileID:line:)`` and ``Container/wiringReport(entryPoints:fileID:line:)`` are both
/// this pass. Entry points, when given, are built first, so what they never reach is known before the
/// remaining bindings are built (as verification always does) to find their problems too.
struct VerificationRun {
    /// The keys built, in order (entry points that are not bound are not among them).
    let checkedKeys: [DependencyKey]
    /// One error per key whose build failed.
    let problems: [DIError]
    /// The container's bindings, what each build asked for, and every problem found.
    let report: WiringReport

    init(of container: Container, entryPoints: [DependencyKey], location: SourceLocation) {
        let scratch = container.scratchCopy()
        let keys = container.keysToVerify
        let recorder = WiringRecorder(output: nil)
        var problems: [DIError] = []
        var unreached: [WiringNode] = []
        let declared = container.declaredWiringNodes
        TaskRegion.with(recorder: recorder) {
            if !entryPoints.isEmpty {
                for key in entryPoints {
                    if scratch.binding(for: key) == nil {
                        recorder.observeMissing(key, asked: "the entry points of \(container.name)")
                    } else {
                        _ = Self.build(key, in: scratch, recorder: recorder, location: location)
                    }
                }
                let reached = recorder.resolvedNodeIDs
                unreached = declared.filter { !reached.contains($0.id) }
            }
            for key in keys {
                if let problem = Self.build(key, in: scratch, recorder: recorder, location: location) {
                    problems.append(problem)
                }
            }
        }
        let neverResolved = unreached.map {
            WiringProblem(kind: .neverResolved, node: $0.id, detail: "no entry point reaches it")
        }
        checkedKeys = keys
        self.problems = problems
        report = WiringReport(nodes: declared, edges: [], problems: neverResolved + container.duplicateBindingProblems)
            .merging(recorder.report)
    }

    /// Builds `key`'s binding as an outermost resolution on a helper thread that may trap, and returns its error.
    private static func build(
        _ key: DependencyKey,
        in scratch: Container,
        recorder: WiringRecorder,
        location: SourceLocation
    ) -> DIError? {
        guard let (binding, owner) = scratch.bindingWithOwner(for: key) else { return nil }
        let node = binding.wiringNode(in: owner)
        let failure = Locked<DIError?>(nil)
        let problemsBefore = recorder.problemCount
        let trapped = DiagnosticReporter.captureTrap {
            do {
                _ = try recorder.observe(node, source: owner === scratch ? .binding : .parent) {
                    try binding.resolveAny(from: scratch, location: location)
                }
            } catch {
                failure.withLock { $0 = Container.diagnostic(for: error, key: key, location: location) }
            }
        }
        // A trap that no resolution saw (a registry's or a `Lazy`'s own) is still this build's problem.
        if let trapped, recorder.problemCount == problemsBefore {
            recorder.record(WiringRecorder.problem(for: trapped, at: node.id))
        }
        return trapped ?? failure.withLock { $0 }
    }
}
