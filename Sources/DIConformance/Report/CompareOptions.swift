/// The command line shared by `di-compare`, `di-compare-peers` and any matrix command you build.
///
/// ```swift
/// let options = try CompareOptions.parse([
///     "--style", "Wrappers", "--scenario", "cycle",
/// ])
/// ```
public struct CompareOptions: Sendable, Equatable {
    /// How the matrix is printed.
    public enum OutputFormat: String, Sendable {
        /// A terminal table (or, too narrow for one, a block per scenario) with a legend, notes, the timings of a
        /// release build and recommendations.
        case text
        /// A Markdown table with notes and recommendations (timings only with `--timings`).
        case markdown
        /// The stable JSON shape of ``MatrixRenderer/json(_:)``.
        case json
    }

    /// How to print the matrix.
    public var format = OutputFormat.text
    /// Whether to measure hand-out costs.
    public var measure = true
    /// Only these styles (by name, case-insensitive); empty means all.
    public var styles: [String] = []
    /// Only these scenarios (by id); empty means all.
    public var scenarios: [String] = []
    /// A Markdown matrix written earlier, to compare with this run instead of printing (`--check FILE`).
    public var checkPath: String?
    /// Show the usage text and exit.
    public var help = false

    /// Default options: every style, every scenario, text with timings.
    public init() {}

    /// The usage text for a command offering `styles` and `scenarios`.
    public static func usage(
        command: String = "di-compare",
        styles: [any StyleUnderTest] = StyleCatalog.all,
        scenarios: [any ConformanceScenario] = Scenario.allCases
    ) -> String {
        """
        USAGE: \(command) [--markdown | --json] [--timings | --no-timings] [--style NAME]... [--scenario NAME]...
               \(command) --check FILE

        Runs the conformance scenarios against every style and prints the matrix with a legend and the
        reason for every cell that is not ✓, which style suits which app (derived from the results), and,
        in a release build (-c release), what handing out a dependency costs in each style.

        OPTIONS:
          --markdown         Print the matrix as Markdown (no timings unless --timings).
          --json             Print the matrix as JSON (formatVersion 1).
          --timings          Measure hand-out costs even with --markdown (release builds only).
          --no-timings       Skip the timing measurements.
          --style NAME       Run only this style (repeatable): \(styles.map(\.name).joined(separator: ", ")).
          --scenario NAME    Run only this scenario (repeatable): \(scenarios.map(\.id).joined(separator: ", ")).
          --check FILE       Exit 1 if FILE's Markdown matrix differs from this run's columns, rows or cells.
          -h, --help         Show this help.

        The text form fits COLUMNS (else the terminal, else 100 columns).
        Exits with status 1 and the failure text if a scenario fails in a column that must pass.
        """
    }

    /// Parses `arguments` (without the program name) against the styles and scenarios a command offers.
    public static func parse(
        _ arguments: [String],
        styles: [any StyleUnderTest] = StyleCatalog.all,
        scenarios: [any ConformanceScenario] = Scenario.allCases
    ) throws(UsageError) -> CompareOptions {
        var options = CompareOptions()
        var timingsForced: Bool?
        var remaining = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw UsageError("\(flag) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--markdown": options.format = .markdown
            case "--json": options.format = .json
            case "--timings": timingsForced = true
            case "--no-timings": timingsForced = false
            case "-h", "--help": options.help = true
            case "--check": options.checkPath = try value(for: "--check")
            case "--style":
                let name = try value(for: "--style")
                guard styles.contains(where: { $0.name.lowercased() == name.lowercased() }) else {
                    let known = styles.map(\.name).joined(separator: ", ")
                    throw UsageError("unknown style \"\(name)\"; known styles: \(known)")
                }
                options.styles.append(name)
            case "--scenario":
                let name = try value(for: "--scenario")
                guard scenarios.contains(where: { $0.id == name }) else {
                    let known = scenarios.map(\.id).joined(separator: ", ")
                    throw UsageError("unknown scenario \"\(name)\"; known scenarios: \(known)")
                }
                options.scenarios.append(name)
            default:
                throw UsageError("unknown argument \"\(argument)\"")
            }
        }
        options.measure = timingsForced ?? (options.format != .markdown && options.checkPath == nil)
        return options
    }

    /// The styles of `available` these options select, in `available`'s order.
    public func selectedStyles(from available: [any StyleUnderTest] = StyleCatalog.all) -> [any StyleUnderTest] {
        guard !styles.isEmpty else { return available }
        return available.filter { style in styles.contains { $0.lowercased() == style.name.lowercased() } }
    }

    /// The scenarios of `available` these options select, in `available`'s order.
    public func selectedScenarios(
        from available: [any ConformanceScenario] = Scenario.allCases
    ) -> [any ConformanceScenario] {
        guard !scenarios.isEmpty else { return available }
        return available.filter { scenarios.contains($0.id) }
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
