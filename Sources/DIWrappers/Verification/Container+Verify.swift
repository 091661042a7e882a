extension Container {
    /// Builds every binding visible from this container once, checks the `@Inject` properties of the consumers
    /// you name, and reports every problem together.
    ///
    /// Each binding is built as the app would build it, in a scratch copy of this container and its
    /// parents: the live containers' singletons are neither built nor replaced, but the factories do run
    /// (once each), so keep side effects out of them. A factory that would stop the app (a `resolveAssert` of
    /// a key nothing binds, a cycle met by `@Inject`) is reported instead: it runs on the verification's own
    /// thread, which the trap leaves asleep rather than returning into the factory. This synchronous form
    /// cannot await, so it lists `async` bindings (and `@MainActor` ones, off the main actor) in
    /// ``ContainerVerification/notChecked`` and is not valid: `await container.verify()` builds those too.
    ///
    /// Code outside the bindings reads dependencies too: a view model's `@Inject` properties. Name the types
    /// that do in `consumers`, a closure that creates them as the app would; every `@Inject` and
    /// `@InjectEachRead` property they hold is checked against the container it reads (the owner's for a
    /// ``Containerized`` class, ``main`` otherwise), and a missing binding is reported at the property's line.
    /// Creating them resolves no `@Inject` property: Vaccine's `@Inject(T.self)` waits, and the check reads what is
    /// bound. They are created on the verification's own thread, so what an `init` resolves eagerly is resolved in
    /// the scratch copy, and a resolution that would stop the app there (a `resolveAssert` of a key nothing binds) is
    /// a problem at its line: the verification goes on with the bindings.
    ///
    /// ```swift
    /// @Test func launchWiringIsComplete() async {
    ///     AppDependencies.register()
    ///     let report = await Container.main.verify(consumers: { GreetingViewModel() })
    ///     #expect(report.isValid, "\(report)")
    /// }
    /// ```
    ///
    /// What a verification records is its ``ContainerVerification/wiring`` report. See "Debugging the wiring"
    /// for what is and is not checked.
    public func verify(
        consumers: (() -> Any)? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> ContainerVerification {
        VerificationRun(of: self, entryPoints: [], location: SourceLocation(fileID: fileID, line: line))
            .runSynchronously(consumers: consumers)
    }

    /// Builds every binding visible from this container once, `async` and `@MainActor` ones included, checks
    /// the consumers you name, and reports every problem together.
    ///
    /// The awaited form of ``verify(consumers:fileID:line:)-708cc``: `async` factories are awaited on the
    /// verification's own thread, and `@MainActor` factories run on the main actor, after everything else.
    /// A `@MainActor` factory that would stop the app stops the process (the main thread can be neither ended
    /// nor left asleep), after printing every problem found until then.
    ///
    /// ```swift
    /// let report = await Container.main.verify(consumers: {
    ///     (GreetingViewModel(), SettingsModel())
    /// })
    /// #expect(report.isValid, "\(report)")
    /// ```
    public nonisolated(nonsending) func verify(
        consumers: (() -> Any)? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) async -> ContainerVerification {
        await VerificationRun(of: self, entryPoints: [], location: SourceLocation(fileID: fileID, line: line))
            .runAwaited(consumers: consumers)
    }

    /// Every key visible from this container, nearest container first, each container's keys in name order.
    var keysToVerify: [DependencyKey] {
        var seen = Set<DependencyKey>()
        var keys: [DependencyKey] = []
        for container in chain {
            let own = container.bindings.keys.sorted { $0.description < $1.description }
            for key in own where seen.insert(key).inserted {
                keys.append(key)
            }
        }
        return keys
    }

    /// The same containers and bindings with no instance built yet.
    func scratchCopy() -> Container {
        let copy = Container(name: name, parent: parent?.scratchCopy(), defaultScope: defaultScope)
        for binding in bindings.all {
            copy.store(binding.freshCopy())
        }
        return copy
    }
}
