import DIEffects
import DIRegistry

/// A registry whose mock is its test value and which declares a preview value.
final class ContextualRegistry: Registry {
    let greeter: any Greeter

    required init(greeter: any Greeter) {
        self.greeter = greeter
        super.init()
    }

    static func createMockShared() -> ContextualRegistry {
        ContextualRegistry(greeter: FixedGreeter("test"))
    }

    static func createPreviewShared() -> ContextualRegistry {
        ContextualRegistry(greeter: FixedGreeter("preview"))
    }
}

extension RegistryStyle {
    var unimplementedInTest: Support<@Sendable () -> Reading<String>> {
        .notSupported(
            "a test that did not assign the registry gets its mock (createMockShared(), which every registry "
                + "declares) and reading it reports nothing, so nothing fails the test; for a dependency a test "
                + "must set up, give the mock an unimplemented effect, which reports DI008 when called, like World's")
    }

    var contextGreeting: Support<@Sendable () throws -> Reading<String>> {
        .available { Reading.collectingReports { ContextualRegistry.shared.greeter.greeting } }
    }

    var launchGreeting: Support<@Sendable () throws -> Reading<String>> {
        .notSupported(
            "a registry's values are the implementation the app assigns at launch and its mock; the app's launch "
                + "code chooses the assignment by the launch itself (if LaunchCondition.argument(\"-mockEmptyInbox\")"
                + ".isMet { … }), and a test, which runs no launch code, gets the mock: there is no declared value "
                + "to order before the test value")
    }
}

extension RegistryStyle {
    var previewIsolation: Support<TestIsolation> {
        .available(.previewRegion { try wireLive() })
    }

    var previewDefault: Support<@Sendable () throws -> Reading<String>> {
        .notSupported(
            "a registry's preview value is createPreviewShared(), which defaults to its mock (createMockShared(), "
                + "which every registry declares), so a preview never reaches the live registry")
    }
}

extension RegistryStyle {
    var scenarioGreeting: Support<@Sendable (String, inout DependencyOverrides) -> Void> {
        .available { text, overrides in
            overrides.setRegistry(
                ConformanceRegistry(greeter: FixedGreeter(text), scheduler: TestScheduler().scheduler))
        }
    }
}
