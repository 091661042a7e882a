import DICore
import Testing

extension Trait where Self == DependenciesTrait {
    /// Fresh dependency state and `scenario`'s overrides for each test: `@Test(.scenario(AppScenarios.emptyInbox))`.
    ///
    /// The same scenario runs a preview (`PreviewRegion.run(scenario:)`) and a UI-tested app's launch
    /// (`DITOOLKIT_SCENARIO`), so the three show the same thing.
    ///
    /// ```swift
    /// @Test(.scenario(AppScenarios.emptyInbox))
    /// func showsTheEmptyState() {
    ///     #expect(InboxModel().messages.isEmpty)
    /// }
    /// ```
    public static func scenario(_ scenario: DependencyScenario) -> Self {
        Self { scenario.apply(to: &$0) }
    }

    /// Fresh dependency state and the overrides of the scenario called `name` in `scenarios`, for each test; a name
    /// `scenarios` does not have fails the test with `DIError.Code.unknownScenario`, listing the names it has.
    ///
    /// ```swift
    /// @Test(.scenario("emptyInbox", in: AppScenarios.all))
    /// func showsTheEmptyState() {
    ///     #expect(InboxModel().messages.isEmpty)
    /// }
    /// ```
    public static func scenario(
        _ name: String,
        in scenarios: DependencyScenarios,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Self {
        Self { try scenarios.named(name, fileID: fileID, line: line).apply(to: &$0) }
    }
}
