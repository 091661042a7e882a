import Foundation

extension MatrixRenderer {
    /// The JSON form, for machines: a stable shape whose keys never change within one `formatVersion`.
    ///
    /// ```json
    /// {
    ///   "formatVersion" : 1,
    ///   "styles" : [ "Reader", "Wrappers" ],
    ///   "scenarios" : [
    ///     { "id" : "live-wiring", "title" : "1. live wiring hands out the live …" }
    ///   ],
    ///   "cells" : [
    ///     { "scenario" : "live-wiring", "style" : "Reader", "outcome" : "passes",
    ///       "symbol" : "✓", "text" : "live greeter handed out" }
    ///   ],
    ///   "timings" : [
    ///     { "style" : "Reader", "liveNanoseconds" : 2.1,
    ///       "overriddenNanoseconds" : 40.3 }
    ///   ],
    ///   "baselineNanoseconds" : 1.5,
    ///   "recommendations" : [ "parallel-safe test overrides → Reader, Wrappers" ]
    /// }
    /// ```
    ///
    /// `outcome` is one of `passes`, `compileTime`, `notSupported`, `failed`, `observed` (whose `symbol` is
    /// the short observation the cell shows, and `text` the sentence of the notes); the timing
    /// fields and `baselineNanoseconds` are `null` when not measured. Keys are sorted.
    public static func json(_ comparison: Comparison) -> String {
        let document = JSONMatrix(
            formatVersion: 1,
            styles: comparison.styles,
            scenarios: comparison.scenarios.map { JSONMatrix.Row(id: $0.id, title: $0.title) },
            cells: comparison.cells.map { cell in
                JSONMatrix.Cell(
                    scenario: cell.scenario.id, style: cell.style, outcome: cell.outcome.kind,
                    symbol: cell.outcome.symbol, text: cell.outcome.text)
            },
            timings: comparison.timings.map {
                JSONMatrix.Timing(
                    style: $0.style, liveNanoseconds: $0.liveNanoseconds,
                    overriddenNanoseconds: $0.overriddenNanoseconds)
            },
            baselineNanoseconds: comparison.baselineNanoseconds,
            recommendations: Recommendations.lines(for: comparison))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

extension ScenarioOutcome {
    /// The case name, as the JSON form spells it.
    var kind: String {
        switch self {
        case .passes: "passes"
        case .compileTime: "compileTime"
        case .notSupported: "notSupported"
        case .failed: "failed"
        case .observed: "observed"
        }
    }

    /// The detail of a pass or the reason of any other outcome.
    var text: String {
        switch self {
        case .passes(let text), .compileTime(let text), .notSupported(let text), .failed(let text),
            .observed(_, let text):
            text
        }
    }
}

/// The JSON document; optionals are written as `null` so the shape never depends on the run.
private struct JSONMatrix: Encodable {
    struct Row: Encodable {
        let id: String
        let title: String
    }

    struct Cell: Encodable {
        let scenario: String
        let style: String
        let outcome: String
        let symbol: String
        let text: String
    }

    struct Timing: Encodable {
        let style: String
        let liveNanoseconds: Double?
        let overriddenNanoseconds: Double?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(style, forKey: .style)
            try container.encode(liveNanoseconds, forKey: .liveNanoseconds)
            try container.encode(overriddenNanoseconds, forKey: .overriddenNanoseconds)
        }

        enum CodingKeys: String, CodingKey {
            case style, liveNanoseconds, overriddenNanoseconds
        }
    }

    let formatVersion: Int
    let styles: [String]
    let scenarios: [Row]
    let cells: [Cell]
    let timings: [Timing]
    let baselineNanoseconds: Double?
    let recommendations: [String]

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(styles, forKey: .styles)
        try container.encode(scenarios, forKey: .scenarios)
        try container.encode(cells, forKey: .cells)
        try container.encode(timings, forKey: .timings)
        try container.encode(baselineNanoseconds, forKey: .baselineNanoseconds)
        try container.encode(recommendations, forKey: .recommendations)
    }

    enum CodingKeys: String, CodingKey {
        case formatVersion, styles, scenarios, cells, timings, baselineNanoseconds, recommendations
    }
}
