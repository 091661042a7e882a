/// Finding wiring mistakes: all of them before first use, and a cycle without stopping the process.
extension Scenarios {
    /// How long a check may run before it counts as hanging: five minutes.
    ///
    /// A hang limit, not a time budget: a check does little work, but in a full parallel test run under the thread
    /// sanitizer on a busy two-core machine it can wait a long while for a pool thread, and a slow machine must never
    /// turn a cell into a ✗. Only a check that really hangs waits this long, and it still fails, saying it hangs.
    static let hangLimitSeconds = 300.0

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
