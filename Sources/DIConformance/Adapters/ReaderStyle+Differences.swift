import DIReader

extension ReaderStyle {
    /// The app's static context declared with only its live context, read in a test.
    var testDefault: Support<@Sendable () throws -> Reading<String>> {
        .available { Reading.collectingReports { LiveOnlyGreetingScreen.resolve[\.greeter].greeting } }
    }

    var greetingSingleton: Support<@Sendable () throws -> String> {
        .notSupported(
            "a context is a plain value: the resolver hands out what its properties return and keeps no "
                + "singleton of its own (a test replaces the whole context, so what it holds is the test's)")
    }
}

extension ReaderStyle {
    var argumentGreeting: Support<ArgumentResolution> {
        .compileTime(
            "a context's property is typed: one of function type, `(String) -> any Greeter`, takes the argument, "
                + "and a call with an Int does not compile")
    }

    var greeterProvider: Support<@Sendable () throws -> @Sendable () throws -> String> {
        .notSupported(
            "no provider type: `resolve[\\.greeter]` read where the greeter is needed already reads the context in "
                + "force there")
    }

    var optionalLookup: Support<OptionalResolution> {
        .compileTime("a context declares each property with its type: one that may be absent is declared optional")
    }
}
