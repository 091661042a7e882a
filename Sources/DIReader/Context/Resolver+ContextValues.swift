extension Resolver {
    /// A resolver reading from the context of the current ``/DICore/DependencyContext``: `live`, `test` or `preview`.
    ///
    /// The context is chosen when the resolver is created, and only the chosen one is
    /// built. Without `test`, a resolver created in a test reads `live` and reports
    /// `DIError.Code.noTestValue` (once per test), which fails the test; without `preview`, a
    /// preview reads `live` and reports `DIError.Code.noPreviewValue`. ``init(context:)`` stays the same in every context.
    ///
    /// `launch` adds contexts for ``/DICore/LaunchCondition``s (a UI test's launch argument, the simulator, a
    /// debug build), picked in the order ``/DICore/LaunchValue`` documents, and built only if picked. (In a test or
    /// a preview, `test` or `preview` is built first, to know whether it is declared, even if a launch argument's
    /// context then wins.)
    ///
    /// ```swift
    /// extension HasContext {
    ///     typealias Context = AppContext
    ///     static var `default`: Resolver<Self, AppContext> {
    ///         Resolver(
    ///             live: DefaultContext(), test: MockContext(),
    ///             launch: [.on(.argument("-mockEmptyInbox")) { EmptyInboxContext() }])
    ///     }
    /// }
    /// ```
    public init(
        live: @autoclosure () -> Context,
        test: @autoclosure () -> Context? = nil,
        preview: @autoclosure () -> Context? = nil,
        launch: [LaunchValue<() -> Context>] = [],
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        let context = DependencyContext.current
        let declaredTest = context == .test ? test() : nil
        let declaredPreview = context == .preview ? preview() : nil
        let (chosen, lacksTestValue, lacksPreviewValue, handedOut) = withoutActuallyEscaping(live) { live in
            let choice = ContextValues<() -> Context>(
                live: live, test: declaredTest.map { test in { test } },
                preview: declaredPreview.map { preview in { preview } }, launch: launch
            ).choice(in: context)
            return (choice.value(), choice.lacksTestValue, choice.lacksPreviewValue, choice.handedOut)
        }
        if lacksPreviewValue {
            DiagnosticReporter.reportOncePerTest(
                .noPreviewValue(
                    DependencyKey(Source.self, identifier: ContextStorageIdentifier.context),
                    dependency: "the context of \(String(reflecting: Source.self))", style: "DIReader",
                    handedOut: handedOut,
                    fix: "pass a preview context where the resolver is created: "
                        + "Resolver(live: …, test: …, preview: PreviewContext()).",
                    location: SourceLocation(fileID: fileID, line: line)))
        }
        if lacksTestValue {
            DiagnosticReporter.reportOncePerTest(
                .noTestValue(
                    DependencyKey(Source.self, identifier: ContextStorageIdentifier.context),
                    dependency: "the context of \(String(reflecting: Source.self))", style: "DIReader",
                    fix: "pass a test context where the resolver is created: Resolver(live: …, test: MockContext()); "
                        + "a switch after creation, withContext(value, MockContext()), comes too late to avoid it.",
                    location: SourceLocation(fileID: fileID, line: line)))
        }
        self.init(context: chosen)
    }
}
