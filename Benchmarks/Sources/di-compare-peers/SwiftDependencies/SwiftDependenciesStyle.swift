import DIConformance
import Dependencies

/// Code under test: a feature that declares its dependency with `@Dependency`.
struct GreetingFeature: Sendable {
    @Dependency(\.greeter) var greeter
}

/// swift-dependencies 1.17.1, used the way its documentation shows: `DependencyKey`s with a `liveValue`,
/// `@Dependency` in the code under test, `withDependencies` in tests.
///
/// Each scenario starts from `withDependencies { $0 = DependencyValues() }`, what the library's
/// `.dependencies` test trait does for every test. This command is not a test process, so the
/// library's context is `live`.
struct SwiftDependenciesStyle: StyleUnderTest {
    let name = "swift-dependencies"

    func withFreshState<Result: Sendable>(_ operation: () async throws -> Result) async throws -> Result {
        try await withDependencies {
            $0 = DependencyValues()
        } operation: {
            try await operation()
        }
    }

    func wireLive() throws {}

    func currentGreeting() throws -> String {
        GreetingFeature().greeter.greeting
    }

    func handOut() throws -> any Greeter {
        @Dependency(\.greeter) var greeter
        return greeter
    }

    func withGreeting<Result: Sendable>(
        _ text: String,
        operation: @Sendable () async throws -> Result
    ) async throws -> Result {
        try await withDependencies {
            $0.greeter = FixedGreeter(text)
        } operation: {
            try await operation()
        }
    }

    func parentMessage() throws -> String {
        @Dependency(\.welcome) var welcome
        return welcome.message()
    }

    var singleton: Support<@Sendable () throws -> Service> {
        .available {
            @Dependency(\.service) var service
            return service
        }
    }

    var transient: Support<@Sendable () throws -> Service> {
        .available {
            @Dependency(\.makeService) var makeService
            return makeService()
        }
    }

    func lazy(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        .available {
            withDependencies {
                $0.buildCounter = builds
            } operation: {
                @Dependency(\.lazyService) var service
                return service
            }
        }
    }

    func weak(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> Service> {
        .notSupported(
            "a dependency value is built once per set of dependency values and kept by the library's cache; "
                + "it has no weak lifetime (keep a weak reference in your own client)")
    }

    var named: Support<@Sendable (String) throws -> String> {
        .available { name in
            @Dependency(\.first) var first
            @Dependency(\.second) var second
            return name == "a" ? first : second
        }
    }

    var reset: Support<ResetProbe> {
        .notSupported(
            "overrides live in task-local `withDependencies` scopes and each test starts from fresh values; the one "
                + "process-wide setting, `prepareDependencies`, is made once at launch and cannot be undone")
    }

    var controlledTime: Support<TimeControl> {
        let clock = TestClock()
        // Starts `body` in a task whose `@Dependency(\.continuousClock)` is the test clock, then waits until
        // it sleeps: checkSuspension() throws once a sleep is pending on the clock.
        @Sendable func startOnClock(_ body: @escaping @Sendable (any Clock<Duration>) async throws -> Void) async {
            withDependencies {
                $0.continuousClock = clock
            } operation: {
                _ = Task {
                    @Dependency(\.continuousClock) var continuousClock
                    try await body(continuousClock)
                }
            }
            for _ in 0..<1_000 {
                do { try await clock.checkSuspension() } catch { break }
            }
        }
        return .available(
            TimeControl(
                schedule: { delay, work in
                    await startOnClock { continuousClock in
                        try await continuousClock.sleep(for: delay)
                        work()
                    }
                },
                // swift-clocks' timers sleep from tick to tick, as this loop does.
                scheduleRepeating: { interval, work in
                    await startOnClock { continuousClock in
                        while true {
                            try await continuousClock.sleep(for: interval)
                            work()
                        }
                    }
                },
                startSleeping: { body in
                    await startOnClock { continuousClock in
                        try await body { try await continuousClock.sleep(for: $0) }
                    }
                },
                advance: { await clock.advance(by: $0) }
            ))
    }

    var makeConsumer: Support<@Sendable () throws -> @Sendable () throws -> String> {
        .available {
            let feature = GreetingFeature()
            return { feature.greeter.greeting }
        }
    }

    var outerMessage: Support<@Sendable () throws -> String> {
        .available {
            @Dependency(\.outer) var outer
            return outer.make().message
        }
    }

    func manyBindings(_ count: Int) throws -> Support<@Sendable (Int) throws -> Int> {
        .notSupported(
            "a dependency is a key type declared in code: an app cannot register 10,000 at run time")
    }

    /// What the library's `.dependencies` test trait does for each test.
    var testIsolation: Support<TestIsolation> {
        .available(
            TestIsolation { body in
                try await withDependencies {
                    $0 = DependencyValues()
                } operation: {
                    try await body()
                }
            })
    }
}
