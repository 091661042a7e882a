import DIEffects

/// An app's world that declares only its live value.
struct LiveOnlyGreetingWorld: AmbientWorld {
    var greeter: @Sendable () -> any Greeter

    static let live = LiveOnlyGreetingWorld(greeter: { LiveGreeter() })
}

extension WorldStyle {
    var testDefault: Support<@Sendable () throws -> Reading<String>> {
        .available { Reading.collectingReports { LiveOnlyGreetingWorld.current.greeter().greeting } }
    }

    var greetingSingleton: Support<@Sendable () throws -> String> {
        .notSupported(
            "a world's fields are closures the app writes; the World keeps no singleton of its own (a test "
                + "scopes a whole world, so what its closures capture is the test's)")
    }
}

extension WorldStyle {
    var argumentGreeting: Support<ArgumentResolution> {
        .compileTime(
            "a world's field is a typed closure: `(String) -> any Greeter` takes the argument, and a call with an "
                + "Int does not compile")
    }

    var greeterProvider: Support<@Sendable () throws -> @Sendable () throws -> String> {
        .notSupported(
            "no provider type: a world's field is a closure, and calling it where the greeter is needed reads the "
                + "world in force there")
    }

    var optionalLookup: Support<OptionalResolution> {
        .compileTime("a world declares each field with its type: one that may be absent is declared optional")
    }
}
