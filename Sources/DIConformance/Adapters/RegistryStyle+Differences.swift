import DIRegistry

/// A registry the app assigns at launch; a test that set nothing up never assigned it.
final class AppDefaultRegistry: Registry {
    let greeter: any Greeter

    required init(greeter: any Greeter) {
        self.greeter = greeter
        super.init()
    }

    static func createMockShared() -> AppDefaultRegistry {
        AppDefaultRegistry(greeter: FixedGreeter("mock from createMockShared"))
    }
}

extension RegistryStyle {
    var testDefault: Support<@Sendable () throws -> Reading<String>> {
        .available { Reading.collectingReports { AppDefaultRegistry.shared.greeter.greeting } }
    }

    /// A `Lazy` whose builder reads another registry's greeter.
    var greetingSingleton: Support<@Sendable () throws -> String> {
        // `Lazy` is not Sendable (its builder need not be); this one's builder is.
        nonisolated(unsafe) let captured = Lazy { CapturedGreeting(ConformanceRegistry.shared.greeter.greeting) }
        return .available { captured.instance.greeting }
    }
}

extension RegistryStyle {
    var argumentGreeting: Support<ArgumentResolution> {
        .compileTime(
            "a registry's property is typed: one of function type, `(String) -> any Greeter`, takes the argument, "
                + "and a call with an Int does not compile")
    }

    var greeterProvider: Support<@Sendable () throws -> @Sendable () throws -> String> {
        .notSupported(
            "no provider type: `Registry.shared.greeter` read where the greeter is needed already reads the "
                + "override in force there")
    }

    var optionalLookup: Support<OptionalResolution> {
        .compileTime("a registry declares each property with its type: one that may be absent is declared optional")
    }
}
