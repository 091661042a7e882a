import DIConformance
import Dependencies

/// A greeter declared with only its live value, as a first `DependencyKey` usually is.
private enum LiveOnlyGreeterKey: DependencyKey {
    static let liveValue: any Greeter = LiveGreeter()
}

/// A singleton client whose live value reads the greeter when the library first builds it.
private enum CapturedGreetingKey: DependencyKey {
    static var liveValue: CapturedGreeting {
        @Dependency(\.greeter) var greeter
        return CapturedGreeting(greeter.greeting)
    }
}

extension DependencyValues {
    fileprivate var liveOnlyGreeter: any Greeter {
        get { self[LiveOnlyGreeterKey.self] }
        set { self[LiveOnlyGreeterKey.self] = newValue }
    }

    fileprivate var capturedGreeting: CapturedGreeting {
        get { self[CapturedGreetingKey.self] }
        set { self[CapturedGreetingKey.self] = newValue }
    }
}

extension SwiftDependenciesStyle {
    /// A key with only a `liveValue`, read with the library in the test context.
    var testDefault: Support<@Sendable () throws -> Reading<String>> {
        .available {
            Self.readInCurrentContext {
                @Dependency(\.liveOnlyGreeter) var greeter
                return greeter.greeting
            }
        }
    }

    /// The library builds a key's `liveValue` once and keeps it in its cache.
    var greetingSingleton: Support<@Sendable () throws -> String> {
        .available {
            @Dependency(\.capturedGreeting) var captured
            return captured.greeting
        }
    }
}

extension SwiftDependenciesStyle {
    var argumentGreeting: Support<ArgumentResolution> {
        .compileTime(
            "a dependency is a typed value: a client whose endpoint is `(String) -> any Greeter` takes the argument, "
                + "and a call with an Int does not compile")
    }

    var greeterProvider: Support<@Sendable () throws -> @Sendable () throws -> String> {
        .notSupported(
            "no provider type: `@Dependency(\\.greeter)` read where the greeter is needed already reads the "
                + "dependencies in force there")
    }

    var optionalLookup: Support<OptionalResolution> {
        .compileTime(
            "a key declares its value's type: one that may be absent is declared optional, with nil as a value")
    }
}
