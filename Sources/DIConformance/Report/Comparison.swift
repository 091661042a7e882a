/// The outcome of every selected scenario against every selected style, plus hand-out timings.
///
/// ```swift
/// let comparison = await Comparison.run(
///     styles: StyleCatalog.all, scenarios: Scenario.allCases, measure: false)
/// print(MatrixRenderer.text(comparison))
/// ```
public struct Comparison: Sendable {
    /// One cell of the matrix.
    public struct Cell: Sendable {
        /// The scenario of the row.
        public let scenario: any ConformanceScenario
        /// The style of the column.
        public let style: String
        /// What happened.
        public let outcome: ScenarioOutcome
    }

    /// The style names, in column order.
    public let styles: [String]
    /// The scenarios, in row order.
    public let scenarios: [any ConformanceScenario]
    /// Every cell, row by row.
    public let cells: [Cell]
    /// Hand-out timings per style (absent when timing was skipped).
    public let timings: [HandOutTiming]
    /// The plain-closure baseline measured in the same run.
    public let baselineNanoseconds: Double?

    /// The outcome for the cell of the scenario with `scenarioID` and the style named `style`.
    public func outcome(_ scenarioID: String, _ style: String) -> ScenarioOutcome? {
        cells.first { $0.scenario.id == scenarioID && $0.style == style }?.outcome
    }

    /// The outcome for one cell.
    public func outcome(_ scenario: some ConformanceScenario, _ style: String) -> ScenarioOutcome? {
        outcome(scenario.id, style)
    }

    /// The cells that failed.
    public var failures: [Cell] {
        cells.filter { !$0.outcome.isAcceptable }
    }

    /// Runs `scenarios` against `styles` (cells one after another, so timings are not disturbed),
    /// then measures hand-out costs if `measure` is true and this is a release build: a debug build's figures
    /// say nothing about the styles, so it measures none.
    ///
    /// A cell still running after `cellTimeLimitSeconds` becomes a ✗ saying it hangs, and the run moves on,
    /// so a style that hangs cannot stop the matrix.
    ///
    /// The default, ten minutes, is a hang limit and never a time budget: a cell does little work, but in a test run
    /// under the thread sanitizer on a busy machine it can wait a long while for a thread, and a slow machine must
    /// not turn a passing cell into a ✗. It is longer than a scenario's own limit for one check (five minutes), so a
    /// check that hangs reports itself in its own words first.
    public static func run(
        styles: [any StyleUnderTest],
        scenarios: [any ConformanceScenario],
        measure: Bool,
        cellTimeLimitSeconds: Double = 600
    ) async -> Comparison {
        var cells: [Cell] = []
        for scenario in scenarios {
            for style in styles {
                let outcome = await Deadline.run(seconds: cellTimeLimitSeconds) { await scenario.run(against: style) }
                cells.append(
                    Cell(
                        scenario: scenario, style: style.name,
                        outcome: outcome
                            ?? .failed(
                                "did not finish within \(Format.seconds(cellTimeLimitSeconds)): the scenario hangs")))
            }
        }
        var timings: [HandOutTiming] = []
        var baseline: Double?
        if measure && Format.isReleaseBuild {
            baseline = HandOutTiming.baseline()
            for style in styles {
                timings.append(await HandOutTiming.measure(style))
            }
        }
        return Comparison(
            styles: styles.map(\.name), scenarios: scenarios, cells: cells, timings: timings,
            baselineNanoseconds: baseline)
    }
}
