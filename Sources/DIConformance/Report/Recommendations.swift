/// One-line advice per typical need, derived from a ``Comparison`` — never hard-coded to a style.
///
/// ```swift
/// for line in Recommendations.lines(for: comparison) { print(line) }
/// ```
public enum Recommendations {
    /// The recommendation lines for the styles and scenarios that were run.
    public static func lines(for comparison: Comparison) -> [String] {
        var lines: [String] = []
        func styles(where predicate: (String) -> Bool) -> [String] {
            comparison.styles.filter(predicate)
        }
        func all(_ scenarios: [Scenario], pass style: String) -> Bool {
            scenarios.allSatisfy { scenario in
                guard comparison.scenarios.contains(scenario) else { return false }
                if case .passes = comparison.outcome(scenario, style) { return true }
                return false
            }
        }
        let compileTime = styles { style in
            if case .compileTime = comparison.outcome(.missingDependency, style) { return true }
            return false
        }
        if !compileTime.isEmpty {
            lines.append(
                "compile-time completeness (a missing dependency does not build) → \(compileTime.joined(separator: ", "))"
            )
        }
        let lifetimes: [Scenario] = [
            .singletonIdentity, .transientFreshness, .lazyCreation, .weakLifetime, .namedVariants,
        ]
        let richLifetimes = styles { all(lifetimes, pass: $0) }
        if !richLifetimes.isEmpty {
            lines.append(
                "runtime lifetimes (singleton, transient, lazy, weak, named) → \(richLifetimes.joined(separator: ", "))"
            )
        }
        let reportedCycles = styles { all([.dependencyCycle, .missingDependency], pass: $0) }
        if !reportedCycles.isEmpty {
            lines.append(
                "runtime wiring with diagnosed mistakes (missing + cycle reported) → \(reportedCycles.joined(separator: ", "))"
            )
        }
        let parallelSafe = styles { all([.testOverride, .overrideEndsWithScope, .parallelIsolation], pass: $0) }
        if !parallelSafe.isEmpty {
            lines.append("parallel-safe test overrides → \(parallelSafe.joined(separator: ", "))")
        }
        let measured = comparison.timings.compactMap { timing in timing.liveNanoseconds.map { (timing.style, $0) } }
        if let fastest = measured.min(by: { $0.1 < $1.1 }) {
            lines.append("cheapest hand-out in this run → \(fastest.0) (\(Format.nanoseconds(fastest.1)))")
        }
        let overridden = comparison.timings.compactMap { timing in
            timing.overriddenNanoseconds.map { (timing.style, $0) }
        }
        if let fastest = overridden.min(by: { $0.1 < $1.1 }) {
            lines.append("cheapest hand-out under a test override → \(fastest.0) (\(Format.nanoseconds(fastest.1)))")
        }
        return lines
    }
}
