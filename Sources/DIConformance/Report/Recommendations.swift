/// Which style suits which kind of app, one line per app profile, derived from a ``Comparison`` — never
/// hard-coded to a style.
///
/// A profile is a set of rows and the outcome each must have; a line names every column that has them all,
/// and the rows that decided. A profile whose rows were not all run gets no line; one that no column meets
/// says so.
///
/// ```swift
/// for line in Recommendations.lines(for: comparison) { print(line) }
/// // An app with view models, networking and tests → Wrappers (rows 5–9, 14, 17,
/// // 22–24)
/// ```
public enum Recommendations {
    /// What an app of one kind needs from its style, row by row.
    private struct Profile: Sendable {
        let app: String
        let needs: [(Scenario, @Sendable (ScenarioOutcome) -> Bool)]
    }

    private static let passes: @Sendable (ScenarioOutcome) -> Bool = { if case .passes = $0 { true } else { false } }
    private static let checked: @Sendable (ScenarioOutcome) -> Bool = {
        switch $0 {
        case .passes, .compileTime: true
        default: false
        }
    }
    private static let ruledOutByTheCompiler: @Sendable (ScenarioOutcome) -> Bool = {
        if case .compileTime = $0 { true } else { false }
    }

    private static let profiles: [Profile] = [
        // Runtime lifetimes, a test value per dependency, a report when a test reaches what it never set up,
        // every missing binding found by one check, controlled time and services built with `await`.
        Profile(
            app: "An app with view models, networking and tests",
            needs: [
                (.singletonIdentity, passes), (.transientFreshness, passes), (.lazyCreation, passes),
                (.weakLifetime, passes), (.namedVariants, passes), (.controlledTime, passes),
                (.verifyBeforeUse, checked), (.unimplementedFailsTest, passes), (.testContextValues, passes),
                (.asyncSingleton, passes),
            ]),
        // Nothing for the embedding app to configure wrong: a missing dependency or a cycle does not compile,
        // and a client's tests replace dependencies per task.
        Profile(
            app: "A library other apps embed",
            needs: [
                (.testOverride, passes), (.overrideEndsWithScope, passes), (.parallelIsolation, passes),
                (.missingDependency, ruledOutByTheCompiler), (.dependencyCycle, ruledOutByTheCompiler),
            ]),
        // Each module's dependencies come with a test value a test gets unasked, lazy and weak lifetimes, and
        // one check that launch provided every module's.
        Profile(
            app: "A modular app whose feature modules each own their services",
            needs: [
                (.lazyCreation, passes), (.weakLifetime, passes), (.verifyBeforeUse, passes),
                (.testDefault, { $0.symbol == "test value" }),
            ]),
    ]

    /// The recommendation lines for the styles and scenarios that were run.
    public static func lines(for comparison: Comparison) -> [String] {
        profiles.compactMap { profile in
            let ran = profile.needs.allSatisfy { need in comparison.scenarios.contains { $0.id == need.0.id } }
            guard ran else { return nil }
            let styles = comparison.styles.filter { style in
                profile.needs.allSatisfy { need in comparison.outcome(need.0.id, style).map(need.1) ?? false }
            }
            let rows = rowList(profile.needs.compactMap { MatrixRenderer.rowNumber($0.0) })
            let answer = styles.isEmpty ? "no column here meets every need" : styles.joined(separator: ", ")
            return "\(profile.app) → \(answer) (rows \(rows))"
        }
    }

    /// `5–9, 14, 17, 22–24`: row numbers in order, runs of three or more as a range.
    static func rowList(_ numbers: [Int]) -> String {
        var runs: [[Int]] = []
        for number in Set(numbers).sorted() {
            if let last = runs.last?.last, last + 1 == number {
                runs[runs.count - 1].append(number)
            } else {
                runs.append([number])
            }
        }
        return runs.flatMap { run in
            run.count >= 3 ? ["\(run[0])–\(run[run.count - 1])"] : run.map(String.init)
        }.joined(separator: ", ")
    }
}
