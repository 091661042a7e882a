/// The words behind a matrix row: every cell that is not a plain ✓, and every cell of a row that shows details,
/// with a text shared by several columns said once.
struct RowNotes {
    /// One text and the columns that share it.
    struct Entry: Equatable {
        /// The columns, in matrix order.
        var styles: [String]
        /// Their cell's symbol (`—`, `compile-time`, an observed outcome's words…).
        let symbol: String
        /// The reason or detail.
        let text: String

        /// `Reader, World (—)`.
        var heading: String { "\(styles.joined(separator: ", ")) (\(symbol))" }
    }

    /// The row.
    let scenario: any ConformanceScenario
    /// Its distinct notes, in the order their first column appears.
    let entries: [Entry]

    /// The notes of every row that has any, in row order.
    static func all(in comparison: Comparison) -> [RowNotes] {
        comparison.scenarios.compactMap { scenario in
            var entries: [Entry] = []
            for style in comparison.styles {
                guard let outcome = comparison.outcome(scenario.id, style), let text = note(outcome, scenario) else {
                    continue
                }
                if let index = entries.firstIndex(where: { $0.symbol == outcome.symbol && $0.text == text }) {
                    entries[index].styles.append(style)
                } else {
                    entries.append(Entry(styles: [style], symbol: outcome.symbol, text: text))
                }
            }
            return entries.isEmpty ? nil : RowNotes(scenario: scenario, entries: entries)
        }
    }

    /// The words a cell needs, if any.
    private static func note(_ outcome: ScenarioOutcome, _ scenario: any ConformanceScenario) -> String? {
        switch outcome {
        case .passes(let detail): scenario.showsDetails ? detail : nil
        case .compileTime(let reason), .notSupported(let reason), .failed(let reason), .observed(_, let reason):
            reason
        }
    }
}
