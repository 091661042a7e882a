import DIReader

extension ReaderStyle {
    /// A context is a value of a declared type, built before use, and the resolver runs no factory.
    func provoke(_ failure: DependencyFailure) -> Support<@Sendable () async -> [FailureReading]> {
        switch failure {
        case .missing:
            .compileTime("`resolve[\\.unwired]` does not compile unless the context declares `unwired`")
        case .throwingFactory:
            .compileTime(
                "a context is built before it is handed to `withContext` or a `Resolver`, so no read runs a "
                    + "factory that could throw")
        case .cycle:
            .compileTime(
                "a context is a value built before use, and a stored property cannot be initialised from itself")
        case .typeMismatch:
            .compileTime("`withContext(Screen.self, context)` takes only a value of the screen's context type")
        }
    }
}
