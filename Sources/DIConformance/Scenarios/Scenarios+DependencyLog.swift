import DICore

/// Row 47: which dependencies a test reached, and where each value came from.
extension Scenarios {
    /// In a test, the log names the greeting's dependency with its own source; inside a "mock" override the same
    /// read is logged as an override, so a reader of the log can tell a test's value from a live one.
    static func dependencyLog(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.dependencyLog.outcome { record in
            guard case .available(let test) = style.testIsolation else {
                return .notSupported("the style has no test isolation to log a test in (row 19)")
            }
            let logs = Locked<[[String]]>([])
            try await test.run {
                let plain = try record { _ = try style.currentGreeting() }
                let overridden = try await style.withGreeting("mock") {
                    try record { _ = try style.currentGreeting() }
                }
                logs.withLock { $0 = [plain, overridden] }
            }
            let recorded = logs.current
            guard recorded.count == 2, let plain = recorded.first, !plain.isEmpty else {
                return .failed("the log of a test that read the greeting recorded nothing")
            }
            guard recorded[1].contains(where: { $0.hasSuffix("(override)") }) else {
                return .failed(
                    "inside an override the log read \(recorded[1].joined(separator: "; ")), naming no override")
            }
            return .passes("logged \(plain.joined(separator: "; ")); inside an override, its override")
        }
    }
}
