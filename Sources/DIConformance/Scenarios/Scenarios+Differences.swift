import DICore

/// The rows where styles legitimately differ: each cell shows what the style did in a few words
/// (``ScenarioOutcome/observed(_:detail:)``), and only a breach of a rule every style must keep fails.
extension Scenarios {
    /// What a test that set nothing up is handed: the test value, the live value with a report that fails the
    /// test, an unimplemented value that reports, or the live value without a word.
    static func testDefault(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.testDefault.outcome { read in
            let reading = try read()
            let reports = reading.reports.filter { !ReportText.firstLine(of: $0).isEmpty }
            let reported = reports.first.map { report in
                ReportText.diToolkitCode(in: report) ?? "a report"
            }
            let isLive = reading.value == "live"
            switch (isLive, reported) {
            case (true, nil):
                return .observed(
                    "live value, silently",
                    detail: "a test that set nothing up got the live value and nothing was reported")
            case (true, let report?):
                return .observed(
                    "live value + \(report)",
                    detail: "a test that set nothing up got the live value, and \(report) fails the test: "
                        + ReportText.firstLine(of: reports[0]))
            case (false, nil):
                return .observed(
                    "test value",
                    detail: "a test that set nothing up got \"\(reading.value)\", the value the style declares "
                        + "for tests, and nothing was reported")
            case (false, let report?):
                return .observed(
                    "unimplemented + \(report)",
                    detail: "a test that set nothing up got \"\(reading.value)\", and \(report) fails the test: "
                        + ReportText.firstLine(of: reports[0]))
            }
        }
    }

    /// A singleton first built inside an override may keep the override for that scope, or ignore it; it must
    /// never carry it into the live cache, where code outside the region (the next test) would get it.
    static func singletonInOverride(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.greetingSingleton.outcome { resolve in
            let inside = try await style.withGreeting("mock") { try resolve() }
            let after = try resolve()
            guard after == "live" else {
                return .failed(
                    "a singleton built inside the override read \"\(inside)\" there and \"\(after)\" after the "
                        + "region ended: the override reached the live cache")
            }
            if inside == "mock" {
                return .observed(
                    "override's own; live after",
                    detail: "built inside the override, the singleton captured \"mock\" for that scope only; "
                        + "after the region a new one captured \"live\"")
            }
            return .observed(
                "ignores the override",
                detail: "built inside the override, the singleton captured \"\(inside)\" and kept it after the region")
        }
    }

    /// A `Task {}` started inside an override must see it; a `Task.detached` must not (it inherits no
    /// task-local values), in a state that is otherwise the scenario's own.
    static func taskInheritance(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        let (child, detached) = try await style.withGreeting("mock") {
            let child = try await Task { try style.currentGreeting() }.value
            let detached = try await style.detached { try style.currentGreeting() }
            return (child, detached)
        }
        let seen = "Task {} read \"\(child)\" and Task.detached read \"\(detached)\" inside the override region"
        guard child == "mock" else { return .failed("\(seen): the child task lost the override") }
        guard detached == "live" else {
            return .failed("\(seen): the override is not task-local, so detached work sees it too")
        }
        return .observed("Task {}: mock, detached: live", detail: seen)
    }
}
