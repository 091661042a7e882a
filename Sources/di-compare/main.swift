import DIConformance
import Foundation

func printToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

let options: CompareOptions
do {
    options = try CompareOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printToStandardError("error: \(error)\n\n\(CompareOptions.usage)\n")
    exit(64)
}
if options.help {
    print(CompareOptions.usage)
    exit(0)
}

let comparison = await Comparison.run(
    styles: options.selectedStyles, scenarios: options.selectedScenarios, measure: options.measure)
print(options.markdown ? MatrixRenderer.markdown(comparison) : MatrixRenderer.text(comparison), terminator: "")

let failures = comparison.failures
if !failures.isEmpty {
    for cell in failures {
        printToStandardError("FAILED: \(cell.style) — \(cell.scenario.title): \(cell.outcome.reason ?? "")\n")
    }
    exit(1)
}
