/// One preview's own region: the preview context, fresh process-wide state, and the reports it made.
///
/// Previews of one file run in one process, one after another or side by side. Built inside `PreviewRegion.run { … }`,
/// a preview is isolated like a test: the bindings of its own `Container.main`, the overrides, registry assignments
/// and static context switches it makes are its own, and so is every value built from what the preview decides (a
/// preview value, a value its scenario overrides, in any container): none is seen by the next preview or by the
/// process (the rule "Lifetimes of overrides" states). What it reports — above all a
/// dependency reached with no preview value (`DIError.Code.noPreviewValue`), which would otherwise go live
/// silently — is handed back for the preview to show, not only written to standard error.
///
/// The region lasts as long as the closure. A model the preview builds inside it can keep it for later reads with
/// ``CarriedDependencies``, as any model made inside a region can.
///
/// ```swift
/// let preview = PreviewRegion.run {
///     // this preview's own main container
///     Container.main.bind(Clock.self, value: FixedClock())
///     return FeatureModel()
/// }
/// // or draw them over the preview
/// for report in preview.reports { print(report) }
/// ```
public enum PreviewRegion {
    /// Runs `content` as one preview, in `scenario` if given, and returns what it built with what it reported.
    ///
    /// The scenario starts from the preview's values, as a test's starts from the test's: one that sets one field of
    /// `World` keeps the preview world's others.
    ///
    /// ```swift
    /// let preview = PreviewRegion.run(
    ///     scenario: try AppScenarios.all.named("emptyInbox")
    /// ) { FeatureModel() }
    /// #expect(preview.reports.isEmpty)
    /// ```
    public static func run<Content>(
        scenario: DependencyScenario? = nil,
        _ content: () throws -> Content
    ) rethrows -> PreviewRun<Content> {
        let (built, reports) = try TaskRegion.with(regionState()) {
            try DiagnosticReporter.collectReports {
                guard let scenario else { return try content() }
                return try scenario.run(content)
            }
        }
        return PreviewRun(content: built, reports: reports)
    }

    /// The `async` form of `run(_:)`.
    ///
    /// ```swift
    /// let preview = await PreviewRegion.run { await FeatureModel.loaded() }
    /// ```
    public static func run<Content>(
        scenario: DependencyScenario? = nil,
        isolation: isolated (any Actor)? = #isolation,
        _ content: () async throws -> Content
    ) async rethrows -> PreviewRun<Content> {
        let (built, reports) = try await TaskRegion.with(regionState(), isolation: isolation) {
            try await DiagnosticReporter.collectReports(isolation: isolation) {
                guard let scenario else { return try await content() }
                return try await scenario.run(isolation: isolation, content)
            }
        }
        return PreviewRun(content: built, reports: reports)
    }

    /// The current region state (overrides in force stay in force) in the preview context, with fresh state.
    ///
    /// A scenario is applied inside it, as a test's scenario is applied inside the test's region: its overrides
    /// start from the preview's values (a scenario that sets one field of `World` keeps the preview world's others).
    private static func regionState() -> RegionState {
        var state = TaskRegion.currentOrEmpty
        state.isolation = IsolatedStore()
        state.context = .preview
        return state
    }
}

/// What one ``PreviewRegion`` built, and what it reported meanwhile.
///
/// ```swift
/// let preview = PreviewRegion.run { FeatureModel() }
/// let model = preview.content
/// ```
public struct PreviewRun<Content> {
    /// What the preview's closure returned.
    public let content: Content
    /// Every report the preview made, in order: each dependency it reached with no preview value
    /// (`DIError.Code.noPreviewValue`, once per dependency), and anything else DIToolkit reported.
    public let reports: [DIError]
}

extension PreviewRun: Sendable where Content: Sendable {}
