/// The command line of `di-compare`, parsed without dependencies.
///
/// ```swift
/// let options = try CompareOptions.parse(["--style", "Wrappers", "--scenario", "cycle"])
/// ```
public struct CompareOptions: Sendable, Equatable {
    /// Print the matrix as Markdown (no timings, so the output is stable for the docs).
    public var markdown = false
    /// Skip the timing measurements.
    public var measure = true
    /// Only these styles (by name, case-insensitive); empty means all.
    public var styles: [String] = []
    /// Only these scenarios (by id); empty means all.
    public var scenarios: [Scenario] = []
    /// Show the usage text and exit.
    public var help = false

    /// Default options: every style, every scenario, with timings.
    public init() {}

    /// The usage text.
    public static let usage = """
        USAGE: di-compare [--markdown] [--no-timings] [--style NAME]... [--scenario NAME]...

        Runs the conformance scenarios against every DIToolkit style and prints the matrix,
        the measured hand-out cost per style, and recommendations derived from the results.

        OPTIONS:
          --markdown         Print the matrix as a Markdown table (stable: no timings).
          --no-timings       Skip the timing measurements.
          --style NAME       Run only this style (repeatable): \(StyleCatalog.all.map(\.name).joined(separator: ", ")).
          --scenario NAME    Run only this scenario (repeatable): \(Scenario.allCases.map(\.id).joined(separator: ", ")).
          -h, --help         Show this help.

        Exits with status 1 and the failure text if any scenario fails.
        """

    /// Parses `arguments` (without the program name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> CompareOptions {
        var options = CompareOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--markdown":
                options.markdown = true
                options.measure = false
            case "--no-timings":
                options.measure = false
            case "-h", "--help":
                options.help = true
            case "--style":
                guard let name = remaining.popFirst() else { throw UsageError("--style needs a style name") }
                guard StyleCatalog.all.contains(where: { $0.name.lowercased() == name.lowercased() }) else {
                    let known = StyleCatalog.all.map(\.name).joined(separator: ", ")
                    throw UsageError("unknown style \"\(name)\"; known styles: \(known)")
                }
                options.styles.append(name)
            case "--scenario":
                guard let name = remaining.popFirst() else { throw UsageError("--scenario needs a scenario name") }
                guard let scenario = Scenario(rawValue: name) else {
                    let known = Scenario.allCases.map(\.id).joined(separator: ", ")
                    throw UsageError("unknown scenario \"\(name)\"; known scenarios: \(known)")
                }
                options.scenarios.append(scenario)
            default:
                throw UsageError("unknown argument \"\(argument)\"")
            }
        }
        return options
    }

    /// The styles selected by these options.
    public var selectedStyles: [any StyleUnderTest] {
        guard !styles.isEmpty else { return StyleCatalog.all }
        return StyleCatalog.all.filter { style in styles.contains { $0.lowercased() == style.name.lowercased() } }
    }

    /// The scenarios selected by these options.
    public var selectedScenarios: [Scenario] {
        scenarios.isEmpty ? Scenario.allCases : scenarios
    }
}

/// A command-line mistake, with the text to show.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong and what is allowed.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
