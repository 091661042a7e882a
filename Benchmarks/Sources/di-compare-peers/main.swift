import DIConformance
import Foundation

// `di-compare-peers`: the conformance matrix with Swinject and swift-dependencies beside DIToolkit's styles.
//
//   swift run --package-path Benchmarks di-compare-peers [--markdown | --json] [--check FILE] …
//
// Run it in a debug build, the one tests run in: swift-dependencies reports test-context problems only there.
//
// Peers' ✗ cells are findings, shown with what was observed; only DIToolkit's columns fail the command.
// `--probe NAME` is this command running one crashing probe as its own child process (see Probe).
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--probe" {
    guard arguments.count == 2, let probe = Probe(rawValue: arguments[1]) else {
        FileHandle.standardError.write(Data("unknown probe; known: \(Probe.allCases.map(\.rawValue))\n".utf8))
        exit(64)
    }
    probe.runInChild()
    exit(0)
}

let peers: [any StyleUnderTest] = [SwinjectStyle(), SwiftDependenciesStyle()]
exit(
    await CompareCommand.run(
        arguments: arguments, command: "di-compare-peers", styles: StyleCatalog.all + peers,
        mustPass: Set(StyleCatalog.all.map(\.name))))
