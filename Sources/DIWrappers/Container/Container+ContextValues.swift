extension Container {
    /// Binds `type` to one factory per ``/DICore/DependencyContext``: `live` in the app, `test` in tests, `preview` in previews.
    ///
    /// The context is read when the value is built, so a test gets its test value with no
    /// re-binding. A singleton built in the process keeps the process's value; one built while a preview, a
    /// simulated launch or a `withContext` region picks another value belongs to that region and is dropped with
    /// it, in any container, and such a region builds its own rather than read the process's (see "Lifetimes of
    /// overrides"). A
    /// binding without `test` reached in a test hands out the live value and reports
    /// `DIError.Code.noTestValue` once in each test that reaches it — a kept singleton or weak
    /// instance too, in every later test that reads it — which fails the test; without `preview` a
    /// preview gets the live value and reports `DIError.Code.noPreviewValue` (once per preview region). The plain `bind` forms declare no context values
    /// and behave the same in every context.
    ///
    /// `launch` adds values for ``/DICore/LaunchCondition``s — a UI test's launch argument, the simulator, a
    /// debug build — picked in the order ``/DICore/LaunchValue`` documents: a launch argument before the
    /// preview and test values, the simulator, device and debug values in place of the live one.
    ///
    /// ```swift
    /// container.bind(
    ///     (any Logger).self,
    ///     live: { _ in RemoteLogger() },
    ///     test: { _ in SilentLogger() },
    ///     preview: { _ in ConsoleLogger() },
    ///     launch: [
    ///         .on(.argument("-quietLogs")) { _ in SilentLogger() },
    ///         .on(.debug) { _ in ConsoleLogger() },
    ///     ])
    /// ```
    public func bind<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        live: @escaping (Container) throws -> Service,
        test: ((Container) throws -> Service)? = nil,
        preview: ((Container) throws -> Service)? = nil,
        launch: [LaunchValue<(Container) throws -> Service>] = [],
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        bind(
            defaultScope, to: type, id: id, live: live, test: test, preview: preview, launch: launch, fileID: fileID,
            line: line)
    }

    /// Binds one factory per context with an explicit ``/DICore/Scope``.
    ///
    /// ```swift
    /// container.bind(
    ///     .singleton, to: (any Logger).self, live: { _ in RemoteLogger() },
    ///     test: { _ in SilentLogger() })
    /// ```
    public func bind<Service>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        live: @escaping (Container) throws -> Service,
        test: ((Container) throws -> Service)? = nil,
        preview: ((Container) throws -> Service)? = nil,
        launch: [LaunchValue<(Container) throws -> Service>] = [],
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        let key = DependencyKey(Service.self, identifier: id)
        let location = SourceLocation(fileID: fileID, line: line)
        let values = ContextValues(live: live, test: test, preview: preview, launch: launch)
        let factory = Self.contextFactory(for: key, values: values, location: location)
        insert(
            type, id: id, scope: scope, fileID: fileID, line: line,
            noTestValueReport: test == nil
                ? LiveOnlyBinding<Service>.report(key, scope: scope, location: location) : nil,
            factory: factory)
    }

    /// Binds one factory per context in ``main``.
    ///
    /// ```swift
    /// Container.bind(
    ///     (any Logger).self, live: { _ in RemoteLogger() },
    ///     test: { _ in SilentLogger() })
    /// ```
    public static func bind<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        live: @escaping (Container) throws -> Service,
        test: ((Container) throws -> Service)? = nil,
        preview: ((Container) throws -> Service)? = nil,
        launch: [LaunchValue<(Container) throws -> Service>] = [],
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(type, id: id, live: live, test: test, preview: preview, launch: launch, fileID: fileID, line: line)
    }

    /// Binds one factory per context with an explicit ``/DICore/Scope`` in ``main``.
    ///
    /// ```swift
    /// Container.bind(
    ///     .singleton, to: (any Logger).self,
    ///     live: { _ in RemoteLogger() },
    ///     test: { _ in SilentLogger() },
    ///     preview: { _ in ConsoleLogger() })
    /// ```
    public static func bind<Service>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        live: @escaping (Container) throws -> Service,
        test: ((Container) throws -> Service)? = nil,
        preview: ((Container) throws -> Service)? = nil,
        launch: [LaunchValue<(Container) throws -> Service>] = [],
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        main.bind(
            scope, to: type, id: id, live: live, test: test, preview: preview, launch: launch, fileID: fileID,
            line: line)
    }

    /// The factory that picks among `values` by the context and launch current when it runs.
    ///
    /// `declared`: the values are those `Service` declares for itself (``/DICore/LiveDependency``), and a report
    /// says to declare the missing one there.
    static func contextFactory<Service>(
        for key: DependencyKey,
        values: ContextValues<(Container) throws -> Service>,
        location: SourceLocation,
        declared: Bool = false
    ) -> (Container) throws -> Service {
        { container in
            let choice = values.choice()
            if choice.lacksTestValue {
                DiagnosticReporter.reportOncePerTest(noTestValue(key, location: location, declared: declared))
            } else if choice.lacksPreviewValue {
                DiagnosticReporter.reportOncePerTest(
                    noPreviewValue(key, handedOut: choice.handedOut, location: location, declared: declared))
            }
            switch choice.source {
            case .live: break
            case .test: WiringRecorder.markValueSource(.testValue)
            case .preview: WiringRecorder.markValueSource(.previewValue)
            case .launch: WiringRecorder.markValueSource(.launchValue)
            }
            return try choice.value(container)
        }
    }

    /// DI017 for a binding declared with `live:` and no `preview:`, reached in a preview; `declared`: for a type
    /// that declares its values and no ``/DICore/PreviewDependency`` conformance.
    static func noPreviewValue(
        _ key: DependencyKey, handedOut: String, location: SourceLocation, declared: Bool = false
    ) -> DIError {
        let name = String(describing: key.serviceType)
        let type = name.contains(" ") ? "(\(name)).self" : "\(name).self"
        let call = key.identifier.map { "\(type), id: \($0)" } ?? type
        let fix =
            declared
            ? "declare a preview value beside the live one, e.g. extension \(name): PreviewDependency "
                + "{ static var previewValue: \(name) { … } }, or override it in the preview."
            : "add a preview value where it is bound, e.g. Container.bind(\(call), live: { … }, preview: { _ in … }) "
                + "(pass the test value's closure as preview: to show test data), or override it in the preview."
        return DIError.noPreviewValue(
            key, dependency: declared ? "\(key) (LiveDependency)" : "the binding of \(key)", style: "DIWrappers",
            handedOut: handedOut, fix: fix, location: location)
    }

    /// DI010 for a binding declared with `live:` and no `test:`; `declared`: for a type that declares its values
    /// and no ``/DICore/TestDependency`` conformance.
    static func noTestValue(_ key: DependencyKey, location: SourceLocation, declared: Bool = false) -> DIError {
        let name = String(describing: key.serviceType)
        let type = name.contains(" ") ? "(\(name)).self" : "\(name).self"
        let call = key.identifier.map { "\(type), id: \($0)" } ?? type
        let declaration =
            declared
            ? "declare a test value beside the live one, e.g. extension \(name): TestDependency "
                + "{ static var testValue: \(name) { … } }, "
            : "add a test value where it is bound, e.g. Container.bind(\(call), live: { … }, test: { _ in … }), "
        return DIError.noTestValue(
            key, dependency: declared ? "\(key) (LiveDependency)" : "the binding of \(key)", style: "DIWrappers",
            fix: declaration + "or override it for the test: @Test(.dependencies { $0.bind(\(call), value: …) }).",
            location: location)
    }
}
