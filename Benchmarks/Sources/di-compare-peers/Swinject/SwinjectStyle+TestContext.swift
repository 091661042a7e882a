import DIConformance
import DICore
import Swinject

/// Swinject has no live, test or preview context: a container hands out what was registered, wherever it is
/// resolved. Its only message, on a failed resolution, is printed when `SWINJECT_LOGGING_ENABLED=1` and never
/// fails a test, so nothing Swinject does is a report here.
extension SwinjectStyle {
    /// A test that registered no mock resolves what the app's assembly registered: the live greeter.
    var unimplementedInTest: Support<@Sendable () -> Reading<String>> {
        .available {
            do {
                let greeter = try SwinjectApp.inUse().resolve((any Greeter).self)
                return Reading(
                    "\(type(of: greeter)) (\"\(greeter.greeting)\"), the app's registration: a Swinject container "
                        + "has no test context and hands a test whatever was registered", reports: [])
            } catch {
                return Reading("no greeter: \(error)", reports: [])
            }
        }
    }

    var contextGreeting: Support<@Sendable () throws -> Reading<String>> {
        .notSupported(
            "Swinject has no live, test or preview context: a container holds one registration per service and "
                + "name, and a test gets its test value only by registering it over the app's (row 2) or by "
                + "assembling a test configuration of assemblies, which is the re-binding this row does without")
    }
}

extension SwinjectStyle {
    var launchGreeting: Support<@Sendable () throws -> Reading<String>> {
        .notSupported(
            "Swinject has no contexts: an app reads ProcessInfo in its assembly and registers what the launch asks "
                + "for, and a test registers over it, so which one wins is the order the code happens to run in")
    }
}

extension SwinjectStyle {
    var previewIsolation: Support<TestIsolation> {
        .notSupported(
            "Swinject has no preview support: a preview resolves from the app's container, so what one preview "
                + "registers or builds as a singleton, the next preview in the process sees")
    }

    var previewDefault: Support<@Sendable () throws -> Reading<String>> {
        .notSupported("Swinject has no preview context: a preview resolves what the app registered, live")
    }
}

extension SwinjectStyle {
    var scenarioGreeting: Support<@Sendable (String, inout DICore.DependencyOverrides) -> Void> {
        .notSupported(
            "Swinject has no scenarios: a test registers its values, a UI-tested app reads ProcessInfo in its own "
                + "assembly, and nothing ties the two to one name")
    }
}

extension SwinjectStyle {
    var dependencyLog: Support<@Sendable (_ body: @Sendable () throws -> Void) throws -> [String]> {
        .notSupported(
            "Swinject has no log of what a test resolved: its logging function reports resolution failures only")
    }
}

extension SwinjectStyle {
    var secondCopyReports:
        Support<@Sendable (_ firstUse: @Sendable () async throws -> String) async throws -> Reading<String>>
    {
        .notSupported(
            "Swinject has no check for a second copy of itself: a test bundle that links it again gets its own "
                + "containers, and the app's code silently keeps its registrations")
    }
}
