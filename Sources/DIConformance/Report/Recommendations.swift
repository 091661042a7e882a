/// One-line advice per typical need, derived from a ``Comparison`` — never hard-coded to a style.
///
/// A line names the styles whose cells earn it; a need none of them meets, or whose
/// scenarios were not run, gets no line.
///
/// ```swift
/// for line in Recommendations.lines(for: comparison) { print(line) }
/// ```
public enum Recommendations {
    /// What a need asks of a style: every listed scenario passes (or, where the need says so, is compile-time).
    private struct Need {
        let text: String
        let scenarios: [Scenario]
        var requiresCompileTime = false
    }

    private static let needs: [Need] = [
        Need(
            text: "compile-time completeness (a missing dependency does not build)", scenarios: [.missingDependency],
            requiresCompileTime: true),
        Need(text: "one check that finds every missing dependency before first use", scenarios: [.verifyBeforeUse]),
        Need(
            text: "runtime lifetimes (singleton, transient, lazy, weak, named)",
            scenarios: [.singletonIdentity, .transientFreshness, .lazyCreation, .weakLifetime, .namedVariants]),
        Need(
            text: "runtime wiring with diagnosed mistakes (missing + cycle reported)",
            scenarios: [.dependencyCycle, .missingDependency]),
        Need(text: "a cycle reported as an error the app survives", scenarios: [.recoverableCycle]),
        Need(
            text: "parallel-safe test overrides",
            scenarios: [.testOverride, .overrideEndsWithScope, .parallelIsolation]),
        Need(
            text: "overrides that follow work past their scope and down the graph",
            scenarios: [.escapingWork, .nestedGraph, .deepOverride]),
        Need(text: "a fresh singleton in every test", scenarios: [.singletonPerTest]),
    ]

    /// The recommendation lines for the styles and scenarios that were run.
    public static func lines(for comparison: Comparison) -> [String] {
        var lines: [String] = []
        for need in needs {
            let styles = comparison.styles.filter { style in
                need.scenarios.allSatisfy { scenario in
                    switch comparison.outcome(scenario.id, style) {
                    case .passes: !need.requiresCompileTime
                    case .compileTime: need.requiresCompileTime
                    default: false
                    }
                }
            }
            if !styles.isEmpty {
                lines.append("\(need.text) → \(styles.joined(separator: ", "))")
            }
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
