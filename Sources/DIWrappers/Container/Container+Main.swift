extension Container {
    private static let globalMain = Locked<Container>(Container(name: "main"))
    private static let mainKey = DependencyKey(Container.self, identifier: "DIWrappers.Container.main")

    /// The container that static calls, `@Inject` outside a ``Containerized`` type, and Vaccine use.
    ///
    /// Readable and assignable from any thread. Inside
    /// `withFreshMain(operation:)` (or any
    /// `DependencyIsolation.withFreshState` scope, which DITesting opens around each
    /// test) this is a fresh container of that scope only, so tests that run in
    /// parallel, each in its own scope, do not see each other's bindings, and
    /// assigning it changes only that region's `main`. A `Task.detached` started in
    /// a test leaves the scope and sees the process-wide `main`.
    ///
    /// ```swift
    /// Container.main.bind(Logger.self, value: RemoteLogger())
    /// Container.main = Container()  // start over, e.g. when the user logs out
    /// ```
    public static var main: Container {
        get {
            if let store = IsolatedStore.current {
                return store.value(for: mainKey) { Container(name: "main") }
            }
            return globalMain.withLock { $0 }
        }
        set {
            if let store = IsolatedStore.current {
                store.set(newValue, for: mainKey)
            } else {
                globalMain.withLock { $0 = newValue }
            }
        }
    }

    /// Runs `operation` against a fresh, empty ``main`` that only this task tree sees.
    ///
    /// Built on `DependencyIsolation.withFreshState`: overrides already in force stay in force.
    ///
    /// ```swift
    /// @Test func createsAccount() {
    ///     Container.withFreshMain {
    ///         Container.bind(Logger.self, value: ConsoleLogger())
    ///         #expect(CreateAccountView().createAccount(for: "a@b.c"))
    ///     }
    /// }
    /// ```
    @discardableResult
    public static func withFreshMain<Result>(operation: () throws -> Result) rethrows -> Result {
        try DependencyIsolation.withFreshState(operation: operation)
    }

    /// The `async` form of `withFreshMain(operation:)`.
    ///
    /// ```swift
    /// await Container.withFreshMain {
    ///     Container.bind(Logger.self, value: ConsoleLogger())
    ///     await model.load()
    /// }
    /// ```
    @discardableResult
    public static func withFreshMain<Result>(
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await DependencyIsolation.withFreshState(isolation: isolation, operation: operation)
    }
}
