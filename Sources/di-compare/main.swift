import DIConformance
import Foundation

// Every scenario against DIToolkit's four styles; `swift run di-compare --help` lists the options.
exit(await CompareCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
