import DIConformance
import Swinject

/// What Swinject reports about wiring mistakes; a cycle stops the process, so it is observed in a child.
extension SwinjectStyle {
    var missingDependency: Support<@Sendable () -> String> {
        .available {
            let resolved = (try? SwinjectApp.inUse().resolver.resolve((any Unwired).self)) ?? nil
            let logged = ProbeProcess.observe(.swinjectMissing)
            let withLogging =
                logged.signal == nil && !logged.timedOut ? "it printed: \(logged.printed)" : logged.summary
            return "resolve(Unwired.self) returned \(resolved == nil ? "nil" : "a value") and said nothing; "
                + "with SWINJECT_LOGGING_ENABLED=1 \(withLogging)"
        }
    }

    var cycle: Support<@Sendable () -> String> {
        .available { ProbeProcess.observe(.swinjectCycle).summary }
    }

    /// `resolve` reports other failures as `nil`; whether a cycle comes back that way is what the child shows.
    var recoverableCycle: Support<@Sendable () throws -> String> {
        .available { ProbeProcess.observe(.swinjectCycle).summary }
    }

    var verification: Support<@Sendable () throws -> String> {
        .notSupported(
            "Swinject has no up-front check: a factory that needs an unregistered service is found only when it "
                + "runs, and its `!` then stops the process (a test resolving every registration is the usual stand-in)"
        )
    }
}
