/// One pass of building every binding of a container in a scratch copy, recording what each build asked for.
///
/// ``Container/verify(consumers:fileID:line:)-708cc`` and ``Container/wiringReport(entryPoints:consumers:fileID:line:)-3rb8``
/// are both this pass, in its synchronous and its awaited form. It first creates the consumers it was given and
/// reads their `@Inject` properties; then builds the entry points, if any, so what they never reach is known
/// before the remaining bindings are built; then every binding; then checks each consumer's properties against
/// what is bound. Each build runs as the app would run it: a synchronous or `async` factory on the
/// verification's own thread (where a trap ends only that build, see ``VerificationThread``), a `@MainActor`
/// factory on the main actor, last. The synchronous pass cannot await: it lists `async` bindings, and
/// `@MainActor` ones when it runs off the main actor, as not checked.
final class VerificationRun {
    private let container: Container
    private let scratch: Container
    private let session: VerificationSession
    private let recorder: WiringRecorder
    private let entryPoints: [DependencyKey]
    private let location: SourceLocation
    private var consumers = ConsumerWalk()
    private var unreached: [WiringNode] = []
    private var notChecked: [ContainerVerification.Unchecked] = []

    init(of container: Container, entryPoints: [DependencyKey], location: SourceLocation) {
        self.container = container
        self.scratch = container.scratchCopy()
        self.entryPoints = entryPoints
        self.location = location
        let pairs = zip(container.chain, scratch.chain).map { (live: $0 as AnyObject, scratch: $1 as AnyObject) }
        session = VerificationSession(substituting: pairs)
        recorder = WiringRecorder(verification: session)
    }

    /// Builds everything that can be built without `await`.
    func runSynchronously(consumers makeConsumers: (() -> Any)?) -> ContainerVerification {
        TaskRegion.with(observer: recorder) {
            if let makeConsumers {
                createConsumers(makeConsumers)
            }
            buildEntryPoints { buildSynchronously($0) }
            for key in container.keysToVerify {
                buildSynchronously(key)
            }
            checkConsumers()
        }
        return finish()
    }

    /// Builds everything, awaiting `async` factories and running `@MainActor` ones on the main actor.
    nonisolated(nonsending) func runAwaited(consumers makeConsumers: (() -> Any)?) async -> ContainerVerification {
        await TaskRegion.with(observer: recorder) {
            if let makeConsumers {
                createConsumers(makeConsumers)
            }
            for key in entryPoints {
                await buildAwaited(key, isEntryPoint: true)
            }
            noteUnreached()
            let keys = container.keysToVerify
            let onMainActor = Set(keys.filter { scratch.bindingWithOwner(for: $0)?.0.buildKind == .mainActor })
            for key in keys where !onMainActor.contains(key) {
                await buildAwaited(key, isEntryPoint: false)
            }
            for key in keys where onMainActor.contains(key) {
                await buildAwaited(key, isEntryPoint: false)
            }
            checkConsumers()
        }
        return finish()
    }

    // MARK: - Builds

    private func buildEntryPoints(_ build: (DependencyKey) -> Void) {
        for key in entryPoints {
            if scratch.answerBindingWithOwner(for: key, location: location) == nil {
                recorder.observeMissing(key, asked: "the entry points of \(container.name)")
            } else {
                build(key)
            }
        }
        noteUnreached()
    }

    /// Remembers which bindings no entry point reached, once the entry points are built.
    private func noteUnreached() {
        guard !entryPoints.isEmpty else { return }
        let reached = recorder.resolvedNodeIDs
        unreached = container.declaredWiringNodes.filter { !reached.contains($0.id) }
    }

    private func buildSynchronously(_ key: DependencyKey) {
        guard let build = Build(key, in: scratch, recorder: recorder, location: location) else { return }
        switch build.binding.buildKind {
        case .awaited:
            notChecked.append(
                .init(key: key, reason: "bound with an async factory", fix: "await container.verify() runs it"))
        case .mainActor where !MainExecutor.isCurrent:
            notChecked.append(
                .init(
                    key: key, reason: "bound with a @MainActor factory and verified off the main actor",
                    fix: "call verify() on the main actor, or await container.verify()"))
        case .mainActor:
            settle(build, failure: build.run(), trapped: nil)
        case .synchronous:
            let failure = Locked<DIError?>(nil)
            let state = TaskRegion.state
            let trapped = session.run {
                TaskRegion.withState(state) {
                    let outcome = build.run()
                    failure.withLock { $0 = outcome }
                }
            }
            settle(build, failure: failure.current, trapped: trapped)
        }
    }

    private nonisolated(nonsending) func buildAwaited(_ key: DependencyKey, isEntryPoint: Bool) async {
        if isEntryPoint, scratch.answerBindingWithOwner(for: key, location: location) == nil {
            recorder.observeMissing(key, asked: "the entry points of \(container.name)")
            return
        }
        guard let build = Build(key, in: scratch, recorder: recorder, location: location) else { return }
        if build.binding.buildKind == .mainActor {
            // Hops to the main actor inside; a trap there stops the process (see VerificationSession).
            settle(build, failure: await build.runAwaited(), trapped: nil)
            return
        }
        let failure = Locked<DIError?>(nil)
        let trapped = await session.runAwaited {
            let outcome = await build.runAwaited()
            failure.withLock { $0 = outcome }
        }
        settle(build, failure: failure.current, trapped: trapped)
    }

    /// Records how a build ended: the error it threw, or the trap that ended it.
    private func settle(_ build: Build, failure: DIError?, trapped: DIError?) {
        if let trapped {
            // The build never returned, so no resolution reported its problem: this is the build's.
            recorder.record(WiringRecorder.problem(for: trapped, at: build.node.id))
            session.record(trapped)
        } else if let failure {
            session.record(failure)
        }
    }

    // MARK: - Consumers

    /// Creates the consumers on the verification's own thread, as a build runs there, and walks what they hold.
    ///
    /// A consumer's `init` may resolve eagerly: a resolution there that would stop the app (a `resolveAssert` of a
    /// key nothing binds) ends only that thread, and is a problem at its line; the verification goes on without
    /// the consumers the closure did not return. The caller waits, so the closure never runs beside its own code.
    private func createConsumers(_ makeConsumers: @escaping () -> Any) {
        let created = CreatedConsumers()
        let state = TaskRegion.state
        let trapped = session.run {
            TaskRegion.withState(state) {
                created.value = makeConsumers()
            }
        }
        if let trapped {
            session.record(trapped)
        } else if let value = created.value {
            consumers.walk(value)
        }
    }

    /// Checks every `@Inject` property the consumers declared against what the container they read binds.
    private func checkConsumers() {
        for declaration in consumers.declarations {
            let consumer = declaration.ownerNode
            recorder.record(consumer)
            guard let answering = session.substitute(for: declaration.container) else {
                notChecked.append(
                    .init(
                        key: declaration.key,
                        reason: "read by \(declaration.owner).\(declaration.property) from container "
                            + "\"\(declaration.container.name)\", which this verification does not cover",
                        fix: "verify that container too"))
                continue
            }
            guard
                let (binding, owner) = answering.answerBindingWithOwner(
                    for: declaration.key, location: declaration.location)
            else {
                let missing = WiringNode(kind: .unbound, name: declaration.key.description)
                recorder.record(WiringEdge(from: consumer.id, to: missing.id, source: .binding), reaching: missing)
                recorder.record(WiringProblem(kind: .missing, node: missing.id, detail: "needed by \(consumer.id)"))
                session.record(missingBinding(declaration))
                continue
            }
            let node = binding.wiringNode(in: owner)
            let source: WiringSource = owner === answering ? .binding : .parent
            recorder.record(WiringEdge(from: consumer.id, to: node.id, source: source), reaching: node)
            if binding.buildKind == .awaited {
                session.record(
                    AwaitRequired(reason: .asyncFactory, boundAt: binding.location)
                        .diagnostic(key: declaration.key, location: declaration.location))
            }
        }
    }

    /// DI001 for a consumer's property, at the property's line, naming the consumer.
    private func missingBinding(_ declaration: ConsumerDeclaration) -> DIError {
        let call = Container.callDescription(of: declaration.key)
        let error = declaration.container.missingBinding(
            declaration.key, operation: "@Inject of \(call) in \(declaration.owner).\(declaration.property)",
            location: declaration.location)
        return DIError(
            code: error.code, summary: error.summary, key: error.key, path: error.path,
            facts: error.facts + [DIError.Fact("Read by", "\(declaration.owner).\(declaration.property)")],
            rule: error.rule, fix: error.fix, location: error.location)
    }

    // MARK: - Result

    private func finish() -> ContainerVerification {
        for duplicate in container.assemblyDuplicateProblems {
            session.record(duplicate)
        }
        session.finish()
        let neverResolved = unreached.map {
            WiringProblem(kind: .neverResolved, node: $0.id, detail: "no entry point reaches it")
        }
        let report = WiringReport(
            nodes: container.declaredWiringNodes, edges: [],
            problems: neverResolved + container.duplicateBindingProblems
        ).merging(recorder.report)
        return ContainerVerification(
            checkedKeys: container.keysToVerify, problems: session.problems, notChecked: notChecked,
            consumers: consumers.owners, wiring: report)
    }
}

/// What the consumers closure returned on the verification's thread, read by the verification once it has returned.
private final class CreatedConsumers {
    var value: Any?
}

/// One binding's build in a verification: observed as the recording's outermost resolution.
private struct Build: @unchecked Sendable {
    let key: DependencyKey
    let binding: AnyBinding
    let node: WiringNode
    let source: WiringSource
    let scratch: Container
    let recorder: WiringRecorder
    let location: SourceLocation

    init?(_ key: DependencyKey, in scratch: Container, recorder: WiringRecorder, location: SourceLocation) {
        guard let (binding, owner) = scratch.bindingWithOwner(for: key) else { return nil }
        self.key = key
        self.binding = binding
        self.node = binding.wiringNode(in: owner)
        self.source = owner === scratch ? .binding : .parent
        self.scratch = scratch
        self.recorder = recorder
        self.location = location
    }

    /// Builds synchronously on the current thread; the error the build failed with, if any.
    func run() -> DIError? {
        do {
            _ = try recorder.observe(node, source: source) {
                try binding.resolveAny(from: scratch, location: location)
            }
            return nil
        } catch {
            return Container.diagnostic(for: error, key: key, location: location)
        }
    }

    /// Builds with `await`, as `resolveAsync` would; the error the build failed with, if any.
    func runAwaited() async -> DIError? {
        do {
            _ = try await recorder.observeAwaited(node, source: source) {
                try await binding.resolveAnyAwaited(from: scratch, location: location)
            }
            return nil
        } catch {
            return Container.diagnostic(for: error, key: key, location: location)
        }
    }
}
