import DICore

/// Rows 41 and 42: dependencies a parent carries past the end of its region, and dependencies set once at launch.
extension Scenarios {
    /// A parent made inside the greeting override hands it to a child it makes after the override has ended and to
    /// a callback it stored, called from a detached task that sees none of the caller's task-local values. Where
    /// the child is made inside another override, styles differ: the cell says which one the child read.
    static func carriedDependencies(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.carriedParent.outcome { makeParent in
            let parent = try await style.withGreeting("mock") { try makeParent() }
            let child = try parent.childGreeting()
            let callback = try await style.detached { try parent.storedCallback() }
            let childInOther = try await style.withGreeting("other") { try parent.childGreeting() }
            let outside = try style.currentGreeting()
            let seen =
                "made inside a \"mock\" override, the parent's child read \"\(child)\" and its stored callback "
                + "read \"\(callback)\" (called from another task) after the override ended; a child made inside "
                + "an \"other\" override read \"\(childInOther)\"; code outside read \"\(outside)\""
            guard outside == "live" else { return .failed("\(seen): the override outlived its scope") }
            guard child == "mock" else { return .failed("\(seen): the child did not get its parent's dependencies") }
            guard callback == "mock" else {
                return .failed("\(seen): the stored callback did not get its parent's dependencies")
            }
            switch childInOther {
            case "mock": return .observed("carried; parent's wins", detail: seen)
            case "other": return .observed("carried; call site wins", detail: seen)
            default: return .failed("\(seen): the child made inside another override read neither")
            }
        }
    }

    /// The style's ambient dependencies set at launch are what code reads; a second setting must not leave code
    /// reading the first value unawares: the cell shows whether it was refused and reported, or replaced it.
    static func launchPreparation(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.launchPreparation.outcome { prepare in
            let reading = try prepare("first", "second")
            let reported = reading.reports.first.map { ReportText.diToolkitCode(in: $0) ?? "a report" }
            let seen =
                "after setting \"first\" code read \"\(reading.afterFirst)\"; after setting \"second\" it read "
                + "\"\(reading.afterSecond)\""
                + (reported.map { ", and the second setting was reported (\($0))" } ?? "")
            guard reading.afterFirst == "first" else { return .failed("\(seen): the first setting was not seen") }
            switch (reading.afterSecond, reported) {
            case ("first", let report?):
                return .observed("once; 2nd refused + \(report)", detail: seen)
            case ("first", nil):
                return .observed("once; 2nd ignored silently", detail: seen)
            case ("second", let report?):
                return .observed("2nd replaces + \(report)", detail: seen)
            case ("second", nil):
                return .observed("2nd replaces, silently", detail: seen)
            default:
                return .failed("\(seen): neither setting was seen after the second")
            }
        }
    }
}
