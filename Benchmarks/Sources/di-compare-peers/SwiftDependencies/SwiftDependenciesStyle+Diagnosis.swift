import DIConformance
import Dependencies

/// What swift-dependencies reports about wiring mistakes; a cycle stops the process, so it is observed in a child.
extension SwiftDependenciesStyle {
    /// Reads a dependency whose live implementation is not linked, collecting what the library reports.
    var missingDependency: Support<@Sendable () -> String> {
        .available {
            let collector = CollectingReporter()
            let value = withIssueReporters([collector]) {
                @Dependency(\.unwired) var unwired
                return unwired
            }
            let reports = collector.messages
            guard reports.isEmpty else { return reports.joined(separator: "\n") }
            return "no report in this \(Self.buildConfiguration) build: @Dependency(\\.unwired) handed out its "
                + "test value, \(type(of: value)) (the library reports a missing live value only in debug builds)"
        }
    }

    /// The two live values read each other until the stack overflows (seen in a backtrace of the probe).
    var cycle: Support<@Sendable () -> String> {
        .available { "the two live values read each other: " + ProbeProcess.observe(.dependenciesCycle).summary }
    }

    var recoverableCycle: Support<@Sendable () throws -> String> {
        .notSupported(
            "a dependency is read through a non-failable property, so a cycle cannot come back as an error; "
                + ProbeProcess.observe(.dependenciesCycle).summary)
    }

    var verification: Support<@Sendable () throws -> String> {
        .notSupported(
            "swift-dependencies has no up-front check: a `DependencyKey` cannot leave out its live value (the "
                + "compiler requires `liveValue`), but an interface-only key whose live conformance is not linked "
                + "is found only when first read (scenario 11)")
    }

    static var buildConfiguration: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }
}
