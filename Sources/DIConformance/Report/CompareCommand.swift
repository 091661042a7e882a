import Foundation

/// The whole of a matrix command: parse the arguments, run, print, and answer an exit status.
///
/// `di-compare` is this with DIToolkit's four styles; `di-compare-peers` adds Swinject and
/// swift-dependencies. A command for your own app's wiring is three lines:
///
/// ```swift
/// import DIConformance
/// import Foundation
///
/// let status = await CompareCommand.run(
///     arguments: Array(CommandLine.arguments.dropFirst()), command: "app-compare",
///     styles: StyleCatalog.all + [AppWiringStyle()],
///     scenarios: Scenario.allCases + [GreetsTwice()])
/// exit(status)
/// ```
public enum CompareCommand {
    /// Runs the command and returns its exit status: 0, 1 (a failure in a column that must pass, or a
    /// stale `--check` file) or 64 (a usage error).
    ///
    /// - Parameters:
    ///   - arguments: The command line without the program name.
    ///   - command: The program name the usage text shows.
    ///   - styles: The columns the command offers, in order.
    ///   - scenarios: The rows the command offers, in order.
    ///   - mustPass: The columns whose ✗ fails the command; `nil` means every column. A column left out
    ///     still shows its ✗ with the observed text, as the peers' columns do.
    public static func run(
        arguments: [String],
        command: String = "di-compare",
        styles: [any StyleUnderTest] = StyleCatalog.all,
        scenarios: [any ConformanceScenario] = Scenario.allCases,
        mustPass: Set<String>? = nil
    ) async -> Int32 {
        let usage = CompareOptions.usage(command: command, styles: styles, scenarios: scenarios)
        let options: CompareOptions
        do {
            options = try CompareOptions.parse(arguments, styles: styles, scenarios: scenarios)
        } catch {
            printToStandardError("error: \(error)\n\n\(usage)\n")
            return 64
        }
        if options.help {
            print(usage)
            return 0
        }
        let comparison = await Comparison.run(
            styles: options.selectedStyles(from: styles), scenarios: options.selectedScenarios(from: scenarios),
            measure: options.measure)
        if let checkPath = options.checkPath {
            return check(comparison, against: checkPath)
        }
        switch options.format {
        case .text:
            let width = TerminalWidth.current(environment: ProcessInfo.processInfo.environment)
            print(MatrixRenderer.text(comparison, width: width), terminator: "")
        case .markdown: print(MatrixRenderer.markdown(comparison), terminator: "")
        case .json: print(MatrixRenderer.json(comparison), terminator: "")
        }
        let failures = comparison.failures.filter { mustPass?.contains($0.style) ?? true }
        for cell in failures {
            printToStandardError("FAILED: \(cell.style) — \(cell.scenario.title): \(cell.outcome.reason ?? "")\n")
        }
        return failures.isEmpty ? 0 : 1
    }

    private static func check(_ comparison: Comparison, against path: String) -> Int32 {
        guard let document = try? String(contentsOfFile: path, encoding: .utf8) else {
            printToStandardError("error: cannot read \(path)\n")
            return 1
        }
        let differences = MatrixCheck.differences(between: document, and: comparison)
        guard !differences.isEmpty else {
            print("\(path) matches this run: \(comparison.styles.count) columns, \(comparison.scenarios.count) rows.")
            return 0
        }
        printToStandardError(
            "\(path) is stale; regenerate it (see its first lines):\n"
                + differences.map { "  " + $0 }.joined(separator: "\n") + "\n")
        return 1
    }

    static func printToStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
