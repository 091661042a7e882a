/// Finding wiring mistakes: all of them before first use, and a cycle without stopping the process.
extension Scenarios {
    /// How long a check may take before it counts as hanging: far more than it needs (milliseconds), because in a
    /// full parallel run under the thread sanitizer on two cores a check can wait many seconds for a pool thread
    /// while the stress suites hold both. A check that really hangs still fails.
    static let hangLimitSeconds = 60.0

    static func verifyBeforeUse(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.verification.outcome { verify in
            guard let result = await Deadline.run(seconds: hangLimitSeconds, { Result { try verify() } }) else {
                return .failed("the check did not finish within \(Format.seconds(hangLimitSeconds)): it hangs")
            }
            let report = try result.get()
            guard report.contains("UnwiredStore"), report.contains("UnwiredClock") else {
                return .failed("one check should name both UnwiredStore and UnwiredClock; it reported: \(report)")
            }
            return .passes("one check named both missing dependencies before either service was used")
        }
    }

    static func recoverableCycle(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.recoverableCycle.outcome { resolveCycle in
            guard let result = await Deadline.run(seconds: hangLimitSeconds, { Result { try resolveCycle() } })
            else {
                return .failed(
                    "resolving the cycle did not finish within \(Format.seconds(hangLimitSeconds)): it hangs")
            }
            let message = try result.get()
            guard message.contains("CycleA"), message.contains("CycleB"), message.contains(" -> ") else {
                return .failed("the reported message lacks the cycle path: \(message)")
            }
            let after = try style.currentGreeting()
            guard after == "live" else { return .failed("after the cycle the style handed out \"\(after)\"") }
            let stopping = style.resolutionsThatStopOnACycle()
            guard stopping.isEmpty else {
                return .observed(
                    "throwing resolve only",
                    detail: "a resolve that throws reported the cycle with its path and the style kept working; "
                        + "\(stopping.joined(separator: " and ")) stop the process on the same cycle")
            }
            return .passes("reported as an error with its path; the style kept working")
        }
    }
}
