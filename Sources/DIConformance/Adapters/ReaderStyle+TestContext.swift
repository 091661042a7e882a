import DIReader

/// Code under test whose static context is declared per `DependencyContext`.
enum ContextualGreetingScreen: HasStaticContextStorage {
    typealias Context = any ConformanceContext
    static let contextStorage = StaticContextStorage<ContextualGreetingScreen, any ConformanceContext>(
        live: LiveConformanceContext.shared,
        test: TestConformanceContext(greeter: FixedGreeter("test")),
        preview: TestConformanceContext(greeter: FixedGreeter("preview")))
}

/// Code under test whose static context declares a context for a launch argument beside its live and test ones.
enum LaunchGreetingScreen: HasStaticContextStorage {
    typealias Context = any ConformanceContext
    static let contextStorage = StaticContextStorage<LaunchGreetingScreen, any ConformanceContext>(
        live: LiveConformanceContext.shared,
        test: TestConformanceContext(greeter: FixedGreeter("test")),
        launch: [.on(.argument(Scenarios.launchArgument), TestConformanceContext(greeter: FixedGreeter("launch")))])
}

/// Code under test whose static context declares only its live context.
enum LiveOnlyGreetingScreen: HasStaticContextStorage {
    typealias Context = any ConformanceContext
    static let contextStorage = StaticContextStorage<LiveOnlyGreetingScreen, any ConformanceContext>(
        live: LiveConformanceContext.shared)
}

extension ReaderStyle {
    /// A static context declared with only a live context, read in a test: DI010.
    var unimplementedInTest: Support<@Sendable () -> Reading<String>> {
        .available { Reading.collectingReports { LiveOnlyGreetingScreen.resolve[\.greeter].greeting } }
    }

    var contextGreeting: Support<@Sendable () throws -> Reading<String>> {
        .available { Reading.collectingReports { ContextualGreetingScreen.resolve[\.greeter].greeting } }
    }

    var launchGreeting: Support<@Sendable () throws -> Reading<String>> {
        .available { Reading.collectingReports { LaunchGreetingScreen.resolve[\.greeter].greeting } }
    }
}

extension ReaderStyle {
    /// A preview gives the screen a context of its own, as a test does.
    var previewIsolation: Support<TestIsolation> {
        guard case .available(let perTest) = testIsolation else { return testIsolation }
        return .available(.previewRegion(building: perTest))
    }

    var previewDefault: Support<@Sendable () throws -> Reading<String>> {
        .available { Reading.collectingReports { NoPreviewGreetingScreen.resolve[\.greeter].greeting } }
    }
}

/// Code under test whose static context declares a live and a test context, and no preview context.
enum NoPreviewGreetingScreen: HasStaticContextStorage {
    typealias Context = any ConformanceContext
    static let contextStorage = StaticContextStorage<NoPreviewGreetingScreen, any ConformanceContext>(
        live: LiveConformanceContext.shared, test: TestConformanceContext(greeter: FixedGreeter("test")))
}

extension ReaderStyle {
    var scenarioGreeting: Support<@Sendable (String, inout DependencyOverrides) -> Void> {
        .available { text, overrides in
            overrides.setContext(GreetingScreen.self, TestConformanceContext(greeter: FixedGreeter(text)))
        }
    }
}
