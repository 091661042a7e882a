import DICore

/// Row 43: values chosen by how the process was launched, as a UI test launches an app with `-mockEmptyInbox`.
extension Scenarios {
    /// The launch argument whose declared value row 43 expects.
    public static let launchArgument = "-conformanceLaunch"

    /// A launch with the argument reads its value in a test and live, before the test value; a launch without it
    /// reads the test value in a test and the live value live; nothing is reported in any of them.
    static func launchContexts(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.launchGreeting.outcome { greeting in
            let cases: [(arguments: [String], context: DependencyContext, expected: String)] = [
                ([launchArgument], .test, "launch"), ([], .test, "test"),
                ([launchArgument], .live, "launch"), (["-anotherArgument"], .live, "live"),
            ]
            var seen: [String] = []
            for (arguments, context, expected) in cases {
                let reading = try LaunchEnvironment.withLaunch(arguments: arguments) {
                    try DependencyContext.withContext(context) { try greeting() }
                }
                let launch = arguments.isEmpty ? "no argument" : arguments.joined(separator: " ")
                seen.append("\(context.rawValue) with \(launch) read \"\(reading.value)\"")
                guard reading.value == expected else {
                    return .failed("\(seen.joined(separator: "; ")): expected \"\(expected)\"")
                }
                if let report = reading.reports.first {
                    return .failed(
                        "\(seen.joined(separator: "; ")), and it was reported: \(ReportText.firstLine(of: report))")
                }
            }
            return .passes("launch value before the test value; test and live values otherwise")
        }
    }
}
