/// What code read after the style's ambient dependencies were set at launch, set a second time, and what the
/// style reported about the second setting (row 42).
///
/// ```swift
/// var launchPreparation: Support<@Sendable (String, String) -> LaunchPreparation>
/// {
///     .available { first, second in
///         prepareWorld { $0.locale = { Locale(identifier: first) } }
///         let afterFirst = World.current.locale().identifier
///         let (_, reports) = DiagnosticReporter.collectReports {
///             prepareWorld { $0.locale = { Locale(identifier: second) } }
///         }
///         return LaunchPreparation(
///             afterFirst: afterFirst,
///             afterSecond: World.current.locale().identifier,
///             reports: reports.map(\.description))
///     }
/// }
/// ```
public struct LaunchPreparation: Sendable {
    /// What code read after the first setting.
    public let afterFirst: String
    /// What code read after the second setting.
    public let afterSecond: String
    /// The full text of each report the style made about the second setting; empty when it made none.
    public let reports: [String]

    /// A reading of the two settings.
    public init(afterFirst: String, afterSecond: String, reports: [String]) {
        self.afterFirst = afterFirst
        self.afterSecond = afterSecond
        self.reports = reports
    }
}
