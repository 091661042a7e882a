import DIWiring
import Foundation

/// `di-compare wiring`: prints the example app's wiring report, or writes it to a file.
///
/// ```sh
/// swift run di-compare wiring                          # the report as text
/// swift run di-compare wiring --format dot --output wiring.dot
/// dot -Tpng wiring.dot -o wiring.png
/// ```
package enum WiringCommand {
    /// The formats the command writes, named as `--format` takes them.
    enum Format: String, CaseIterable {
        case text, json, dot, mermaid
    }

    static let usage = """
        USAGE: di-compare wiring [--format text|json|dot|mermaid] [--output FILE]

        Prints the wiring report of the example app in DIToolkit's documentation ("Debugging the wiring"):
        its containers, registry, static context and World fields, who resolves whom, and any problem.

          --format FORMAT   text (default), json (stable, for CI diffs), dot (Graphviz) or mermaid
          --output FILE     write the report to FILE instead of printing it
          --help            show this text

        Exits with 1 when the report lists a problem, 64 on a usage error.
        """

    /// Runs the command with `arguments` (after `wiring`) and returns its exit status.
    package static func run(arguments: [String]) -> Int32 {
        var format = Format.text
        var output: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--format":
                guard let value = remaining.popFirst(), let chosen = Format(rawValue: value) else {
                    return usageError(
                        "--format takes one of: \(Format.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                format = chosen
            case "--output":
                guard let path = remaining.popFirst() else { return usageError("--output needs a file") }
                output = path
            case "--help", "-h":
                print(usage)
                return 0
            default:
                return usageError("unknown argument \(argument)")
            }
        }
        let report = AppWiring.wiringReport()
        let rendered = render(report, as: format)
        if let output {
            do {
                try rendered.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                FileHandle.standardError.write(Data("error: cannot write \(output): \(error)\n".utf8))
                return 1
            }
        } else {
            print(rendered, terminator: "")
        }
        for problem in report.problems {
            FileHandle.standardError.write(Data("problem: \(problem)\n".utf8))
        }
        return report.problems.isEmpty ? 0 : 1
    }

    static func render(_ report: WiringReport, as format: Format) -> String {
        switch format {
        case .text: report.text
        case .json: report.json
        case .dot: report.dot
        case .mermaid: report.mermaid
        }
    }

    private static func usageError(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("error: \(message)\n\n\(usage)\n".utf8))
        return 64
    }
}
