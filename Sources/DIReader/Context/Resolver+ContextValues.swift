extension Resolver {
    /// A resolver reading from the context of the current ``/DICore/DependencyContext``: `live`, `test` or `preview`.
    ///
    /// The context is chosen when the resolver is created, and only the chosen one is
    /// built. Without `test`, a resolver created in a test reads `live` and reports
    /// `DIError.Code.noTestValue` (once per test), which fails the test; without `preview`, a
    /// preview reads `live`. ``init(context:)`` stays the same in every context.
    ///
    /// ```swift
    /// extension HasContext {
    ///     typealias Context = AppContext
    ///     static var `default`: Resolver<Self, AppContext> {
    ///         Resolver(live: DefaultContext(), test: MockContext())
    ///     }
    /// }
    /// ```
    public init(
        live: @autoclosure () -> Context,
        test: @autoclosure () -> Context? = nil,
        preview: @autoclosure () -> Context? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        switch DependencyContext.current {
        case .live:
            self.init(context: live())
        case .preview:
            self.init(context: preview() ?? live())
        case .test:
            if let test = test() {
                self.init(context: test)
                return
            }
            DiagnosticReporter.reportOncePerTest(
                .noTestValue(
                    DependencyKey(Source.self, identifier: ContextStorageIdentifier.context),
                    dependency: "the context of \(String(reflecting: Source.self))", style: "DIReader",
                    fix: "pass a test context where the resolver is created: Resolver(live: …, test: MockContext()); "
                        + "a switch after creation, withContext(value, MockContext()), comes too late to avoid it.",
                    location: SourceLocation(fileID: fileID, line: line)))
            self.init(context: live())
        }
    }
}
