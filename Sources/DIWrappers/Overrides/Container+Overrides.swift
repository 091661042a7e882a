extension Container {
    /// The container an override's factory receives: the one whose resolution asked, else ``main``
    /// (another style, such as a Reader or a registry, read the override).
    @usableFromInline
    static func requesting(_ requester: AnyObject?) -> Container {
        (requester as? Container) ?? .main
    }

    /// Runs `operation` with the bindings `configure` makes replacing those of every container, in this task only.
    ///
    /// Built on DICore's `DependencyOverrides.with`, so overrides nest (the
    /// innermost wins), are invisible to tests running in parallel, and end when
    /// `operation` returns or throws.
    ///
    /// ```swift
    /// @Test func logsToConsole() {
    ///     Container.withOverrides {
    ///         $0.bind(Logger.self, value: ConsoleLogger())
    ///     } operation: {
    ///         #expect(Container.resolveAssert(Logger.self) is ConsoleLogger)
    ///     }
    /// }
    /// ```
    @discardableResult
    public static func withOverrides<Result>(
        _ configure: (inout ContainerOverrides) throws -> Void,
        operation: () throws -> Result
    ) rethrows -> Result {
        try DependencyOverrides.with(configure, operation: operation)
    }

    /// The `async` form of `withOverrides(_:operation:)`.
    ///
    /// ```swift
    /// await Container.withOverrides {
    ///     $0.bind(Logger.self, value: ConsoleLogger())
    /// } operation: {
    ///     await model.load()
    /// }
    /// ```
    @discardableResult
    public static func withOverrides<Result>(
        _ configure: (inout ContainerOverrides) throws -> Void,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await DependencyOverrides.with(configure, isolation: isolation, operation: operation)
    }
}
