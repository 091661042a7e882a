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
