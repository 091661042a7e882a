/// The command line of `di-bench`.
struct Options: Sendable {
    /// Print JSON instead of the table.
    var json = false
    /// Run every workload briefly, to prove it works (CI); the times are not meaningful.
    var smoke = false
    /// Run only workloads whose `group / label` contains this text (case-insensitive).
    var filter: String?
    /// Timed repetitions per workload (at least 5 in a full run).
    var repetitions = 7

    static let usage = """
        USAGE: di-bench [--json] [--smoke] [--filter <text>] [--repetitions <n>]

          --json             print the report as JSON instead of a table
          --smoke            run every workload briefly (CI); times are not meaningful and never fail the run
          --filter <text>    only workloads whose "group / label" contains <text> (case-insensitive);
                             a group's baseline and peers are kept so its ratios still mean something
          --repetitions <n>  timed repetitions per workload (default 7, minimum 5)
        """

    /// Parses `arguments` (without the program name), or returns the message to print and exit with.
    static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": options.json = true
            case "--smoke": options.smoke = true
            case "--filter":
                guard let text = remaining.popFirst() else { return .failure(UsageError("--filter needs a value")) }
                options.filter = text
            case "--repetitions":
                guard let text = remaining.popFirst(), let count = Int(text), count > 0 else {
                    return .failure(UsageError("--repetitions needs a positive number"))
                }
                options.repetitions = count
            case "--help", "-h": return .failure(UsageError(nil))
            default: return .failure(UsageError("unknown argument \(argument)"))
            }
        }
        return .success(options)
    }

    /// The workloads to run: those matching the filter, plus the baselines and peers of their groups.
    func select(from workloads: [Workload]) -> [Workload] {
        guard let filter = filter?.lowercased() else { return workloads }
        let matching = workloads.filter { $0.name.lowercased().contains(filter) }
        let groups = Set(matching.map(\.group))
        return workloads.filter { workload in
            matching.contains { $0.name == workload.name }
                || (groups.contains(workload.group) && [.baseline, .peer].contains(workload.contender))
        }
    }
}

/// A command-line mistake (or `--help`, with no message).
struct UsageError: Error {
    let message: String?

    init(_ message: String?) {
        self.message = message
    }
}
