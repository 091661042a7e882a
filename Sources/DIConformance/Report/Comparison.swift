/// The outcome of every selected scenario against every selected style, plus hand-out timings.
///
/// ```swift
/// let comparison = await Comparison.run(styles: allStyles, scenarios: Scenario.allCases)
/// print(MatrixRenderer.text(comparison))
/// ```
public struct Comparison: Sendable {
    /// One cell of the matrix.
    public struct Cell: Sendable {
        /// The scenario of the row.
        public let scenario: Scenario
        /// The style of the column.
        public let style: String
        /// What happened.
        public let outcome: ScenarioOutcome
    }

    /// The style names, in column order.
    public let styles: [String]
    /// The scenarios, in row order.
    public let scenarios: [Scenario]
    /// Every cell, row by row.
    public let cells: [Cell]
    /// Hand-out timings per style (absent when timing was skipped).
    public let timings: [HandOutTiming]
    /// The plain-closure baseline measured in the same run.
    public let baselineNanoseconds: Double?

    /// The outcome for one cell.
    public func outcome(_ scenario: Scenario, _ style: String) -> ScenarioOutcome? {
        cells.first { $0.scenario == scenario && $0.style == style }?.outcome
    }

    /// The cells that failed.
    public var failures: [Cell] {
        cells.filter { !$0.outcome.isAcceptable }
    }

    /// Runs `scenarios` against `styles` (cells one after another, so timings are not disturbed),
    /// then measures hand-out costs if `measure` is true.
    public static func run(
        styles: [any StyleUnderTest],
        scenarios: [Scenario],
        measure: Bool
    ) async -> Comparison {
        var cells: [Cell] = []
        for scenario in scenarios {
            for style in styles {
                cells.append(Cell(scenario: scenario, style: style.name, outcome: await scenario.run(against: style)))
            }
        }
        var timings: [HandOutTiming] = []
        var baseline: Double?
        if measure {
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
