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
        .compileTime(
            "a registry does not compile without createMockShared(), so a test that did not assign it always "
                + "gets its mock, never the live implementation; a mock that must not be used holds unimplemented "
                + "effects, which report like World's")
    }

    var contextGreeting: Support<@Sendable () throws -> Reading<String>> {
        .available { Reading.collectingReports { ContextualRegistry.shared.greeter.greeting } }
    }
}
