import DICore

/// The same failure reports the same `DIError` in every style.
///
/// For each ``DependencyFailure`` a style can express, every way it reads (``StyleUnderTest/provoke(_:)``)
/// must report the `DIError` DICore makes for that failure: the same code, key, path, rule and the facts
/// that define the failure (the underlying error of a throwing factory, the cycle, the expected and actual
/// types), and DICore's fix where the fix names no API (a throwing factory, a wrong type).
///
/// What may differ, and why: the summary names the style's own call (`Container.resolveThrowing(…)`,
/// `AsyncLazy.instance`); a missing binding's and a cycle's fix show the style's own way to bind or break
/// it (the reason `DIError.withFix` exists); the location is the line that asked, which differs per call;
/// and a read that cannot throw (`Registry.shared`, `World.current`) stops the process with the error
/// instead of throwing it. A style that reports no `DIError` at all (another library) is observed, not judged.
extension Scenarios {
    static func sameError(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        var checked: [String] = []
        var declined: [(ScenarioOutcome, String)] = []
        var instead: [String] = []
        for failure in DependencyFailure.allCases {
            let readings: [FailureReading]
            switch style.provoke(failure) {
            case .available(let provoke): readings = await provoke()
            case .compileTime(let reason):
                declined.append((.compileTime(reason), "\(failure.rawValue): compile-time, \(reason)"))
                continue
            case .notSupported(let reason):
                declined.append((.notSupported(reason), "\(failure.rawValue): —, \(reason)"))
                continue
            }
            guard !readings.isEmpty else { return .failed("\(failure.rawValue): the adapter named no way to read") }
            var ways: [String] = []
            for reading in readings {
                guard let error = reading.error as? DIError else {
                    let what = reading.instead ?? reading.error.map { "threw \($0)" } ?? "no error"
                    instead.append("\(failure.rawValue) via \(reading.way): \(SameError.shortened(what))")
                    continue
                }
                let differences = SameError.differences(error, from: SameError.expected(failure, asked: reading.asked))
                guard differences.isEmpty else {
                    return .failed("\(failure.rawValue) via \(reading.way): \(differences.joined(separator: "; "))")
                }
                ways.append(reading.way)
            }
            if !ways.isEmpty {
                let code = SameError.code(of: failure).rawValue
                checked.append("\(failure.rawValue): DICore's \(code) from \(ways.joined(separator: ", "))")
            }
        }
        return SameError.outcome(checked: checked, declined: declined, instead: instead)
    }
}

/// The `DIError` DICore makes for each failure, and how a reported one is compared with it.
enum SameError {
    static func code(of failure: DependencyFailure) -> DIError.Code {
        switch failure {
        case .missing: .notRegistered
        case .throwingFactory: .factoryFailed
        case .cycle: .circularDependency
        case .typeMismatch: .typeMismatch
        }
    }

    /// The error DICore makes for `failure` of the keys a way asked for, read at the top level: a factory's failure
    /// has the key being built as its path, a cycle the cycle, and a missing binding none.
    static func expected(_ failure: DependencyFailure, asked: [DependencyKey]) -> DIError {
        let key = asked.first ?? DependencyKey(Unwired.self)
        return switch failure {
        case .missing: .notRegistered(key, operation: "")
        case .throwingFactory: .factoryFailed(key, underlying: FactoryFailure(), path: [key])
        case .cycle: .circularDependency(cycle: asked + [key])
        case .typeMismatch: .typeMismatch(key, expected: key.serviceType, actual: Impostor.self)
        }
    }

    /// What in `error` is not what every style must report for the failure `expected` stands for.
    static func differences(_ error: DIError, from expected: DIError) -> [String] {
        var differences: [String] = []
        func compare(_ part: String, _ seen: String, _ wanted: String) {
            if seen != wanted { differences.append("\(part) \"\(seen)\", DICore's is \"\(wanted)\"") }
        }
        compare("code", error.code.rawValue, expected.code.rawValue)
        compare("key", error.key?.description ?? "none", expected.key?.description ?? "none")
        compare("path", Self.rendered(error.path), Self.rendered(expected.path))
        compare("rule", error.rule, expected.rule)
        for fact in expected.facts where ["Underlying", "Cycle", "Expected", "Actual"].contains(fact.label) {
            compare(fact.label, error.facts.first { $0.label == fact.label }?.value ?? "none", fact.value)
        }
        if [.factoryFailed, .typeMismatch].contains(expected.code) {
            compare("fix", error.fix, expected.fix)
        }
        return differences
    }

    /// What a way did instead of an error, cut short: a stopped process's text can run to a whole backtrace.
    static func shortened(_ text: String) -> String {
        let line = ReportText.oneLine(text)
        return line.count <= 200 ? line : line.prefix(200) + "…"
    }

    private static func rendered(_ path: [DependencyKey]) -> String {
        path.isEmpty ? "none" : path.map(\.description).joined(separator: " -> ")
    }

    /// ✓ when every failure was checked; else `✓ + compile-time` (or `+ —`): what was checked beside what the
    /// compiler or the style rules out, each failure named in the note.
    static func outcome(
        checked: [String],
        declined: [(outcome: ScenarioOutcome, note: String)],
        instead: [String]
    ) -> ScenarioOutcome {
        let notes = (checked + declined.map(\.note)).joined(separator: "; ")
        guard instead.isEmpty else {
            guard checked.isEmpty else {
                return .failed(
                    "some ways report DICore's DIError and others do not: \(instead.joined(separator: "; "))")
            }
            return .observed("no DIError", detail: (instead + declined.map(\.note)).joined(separator: "; "))
        }
        guard !checked.isEmpty else {
            let compileTime = declined.allSatisfy { if case .compileTime = $0.outcome { true } else { false } }
            return compileTime ? .compileTime(notes) : .notSupported(notes)
        }
        guard !declined.isEmpty else { return .passes(notes) }
        let symbols = Set(declined.map(\.outcome.symbol))
        let ruledOut = ["compile-time", "—"].filter(symbols.contains)
        return .observed((["✓"] + ruledOut).joined(separator: " + "), detail: notes)
    }
}
