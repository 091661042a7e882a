extension Container {
    /// The wiring of this container and its parents: every binding, what each one's build resolved, and
    /// the problems found on the way.
    ///
    /// The bindings are built exactly as ``verify(consumers:fileID:line:)-708cc`` builds them (in a scratch
    /// copy, each once), and every resolution a factory makes is recorded: another binding (`binding`, or
    /// `parent` when a parent's binding answered), an override, a test or preview value, a registry,
    /// a static context, a `World` field. Problems are keys nothing binds (`missing`), cycles, keys bound
    /// twice in one container, and failed builds. Give `entryPoints` (the keys your app resolves itself,
    /// such as its screens) to also learn which bindings none of them needs: those are reported
    /// `never resolved`; give `consumers` to draw what their `@Inject` properties read. This synchronous form
    /// builds no `async` binding (nor a `@MainActor` one off the main actor): `await` the other form for those.
    ///
    /// ```swift
    /// let report = Container.main.wiringReport(entryPoints: [
    ///     DependencyKey(CheckoutModel.self)
    /// ])
    /// print(report.text)
    /// #expect(report.problems.isEmpty)
    /// ```
    public func wiringReport(
        entryPoints: [DependencyKey] = [],
        consumers: (() -> Any)? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> WiringReport {
        VerificationRun(of: self, entryPoints: entryPoints, location: SourceLocation(fileID: fileID, line: line))
            .runSynchronously(consumers: consumers).wiring
    }

    /// The wiring of this container and its parents, with `async` bindings awaited and `@MainActor` ones built
    /// on the main actor: the awaited form of ``wiringReport(entryPoints:consumers:fileID:line:)-3rb8``.
    ///
    /// ```swift
    /// let report = await Container.main.wiringReport(consumers: {
    ///     GreetingViewModel()
    /// })
    /// print(report.mermaid)
    /// ```
    public nonisolated(nonsending) func wiringReport(
        entryPoints: [DependencyKey] = [],
        consumers: (() -> Any)? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) async -> WiringReport {
        await VerificationRun(
            of: self, entryPoints: entryPoints, location: SourceLocation(fileID: fileID, line: line)
        ).runAwaited(consumers: consumers).wiring
    }

    /// The binding for `key` and the container that holds it: this one or the nearest parent.
    func bindingWithOwner(for key: DependencyKey) -> (AnyBinding, Container)? {
        var container = self
        while true {
            if let found = container.ownBinding(for: key) {
                return (found, container)
            }
            guard let next = container.parent else { return nil }
            container = next
        }
    }

    /// A node for every binding visible from this container (a binding a child shadows is not visible).
    var declaredWiringNodes: [WiringNode] {
        var seen = Set<DependencyKey>()
        var nodes: [WiringNode] = []
        for container in chain {
            for binding in container.bindings.all where seen.insert(binding.key).inserted {
                nodes.append(binding.wiringNode(in: container))
            }
        }
        return nodes
    }

    /// A problem for every binding of this container or a parent that replaced an earlier binding of its key.
    var duplicateBindingProblems: [WiringProblem] {
        chain.flatMap { container in
            container.bindings.all.compactMap { binding in
                binding.replacedLocation.map { replaced in
                    let first = "\(replaced)\(AnyBinding.assemblySuffix(binding.replacedAssembly))"
                    let then = "\(binding.location)\(AnyBinding.assemblySuffix(binding.assembly))"
                    return WiringProblem(
                        kind: .duplicateBinding, node: binding.wiringNode(in: container).id,
                        detail: "bound at \(first), then again at \(then), which replaced it")
                }
            }
        }
    }
}

extension AnyBinding {
    /// This binding as a node of `container`.
    func wiringNode(in container: Container) -> WiringNode {
        WiringNode(binding: key, container: container.name, lifetime: scope)
    }
}
