import Foundation

/// `di-bench`: DIToolkit against Swinject, swift-dependencies and hand-written baselines, in one process.
///
/// `swift run -c release --package-path Benchmarks di-bench [--json] [--smoke] [--filter <text>]`
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let usage):
    if let message = usage.message {
        FileHandle.standardError.write(Data("di-bench: \(message)\n\n\(Options.usage)\n".utf8))
        exit(2)
    }
    print(Options.usage)
case .success(let options):
    // Read before measuring: the commit and the state of the checkout the binary was just built from.
    let provenance = RunProvenance.current()
    let workloads = options.select(from: WorkloadCatalog.all())
    let runner = Runner(settings: options.smoke ? .smoke : .full(repetitions: options.repetitions))
    var measurements: [Measurement] = []
    for (index, workload) in workloads.enumerated() {
        FileHandle.standardError.write(Data("[\(index + 1)/\(workloads.count)] \(workload.name)\n".utf8))
        measurements.append(await runner.measure(workload))
    }
    let report = Report(
        measurements: measurements, machine: .current(), provenance: provenance, smoke: options.smoke)
    print(options.json ? try report.json() : report.table())
}
