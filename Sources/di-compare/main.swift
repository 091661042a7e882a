import DIConformance
import ExampleApp
import Foundation

// Every scenario against DIToolkit's four styles; `swift run di-compare --help` lists the options.
// `swift run di-compare wiring` prints the wiring of the documentation's example app instead.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "wiring" {
    exit(WiringCommand.run(arguments: Array(arguments.dropFirst())))
}
exit(await CompareCommand.run(arguments: arguments))
