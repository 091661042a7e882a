import DIRegistry

/// What the app greets with.
public protocol Greeter: AnyObject, Sendable {
    /// Which greeter this is.
    var name: String { get }
}

/// The greeter the app ships.
public final class LiveGreeter: Greeter {
    /// `"live"`.
    public let name = "live"

    /// Creates the live greeter.
    public init() {}
}

/// The greeter tests get by default.
public final class MockGreeter: Greeter {
    /// `"mock"`.
    public let name = "mock"

    /// Creates the mock greeter.
    public init() {}
}

/// What the app remembers of the greetings it made, built on first use.
public final class GreetingLog {
    /// Creates an empty log.
    public init() {}
}

/// The app's registry, written the way Floatation's README writes one.
public final class AppRegistry: Registry {
    /// The greeter the app uses.
    public let greeter: any Greeter
    /// The greeting log, built the first time it is read.
    public let greetingLog = Lazy { GreetingLog() }

    /// Creates the registry around `greeter`.
    public required init(greeter: any Greeter) {
        self.greeter = greeter
        super.init()
    }

    /// The registry tests get until one is assigned: made of mocks.
    public static func createMockShared() -> AppRegistry {
        AppRegistry(greeter: MockGreeter())
    }
}

/// Where the app sends analytics events.
public protocol AnalyticsSink: AnyObject, Sendable {
    /// Which sink this is.
    var name: String { get }
}

/// The sink the app ships.
public final class LiveAnalyticsSink: AnalyticsSink {
    /// `"live"`.
    public let name = "live"

    /// Creates the live sink.
    public init() {}
}

/// A registry that no code reads before launch: only whole-process discovery can find it for verification.
public final class AnalyticsRegistry: Registry {
    /// The analytics sink.
    public let sink: any AnalyticsSink

    /// Creates the registry around `sink`.
    public required init(sink: any AnalyticsSink) {
        self.sink = sink
        super.init()
    }

    /// The registry tests get until one is assigned.
    public static func createMockShared() -> AnalyticsRegistry {
        AnalyticsRegistry(sink: LiveAnalyticsSink())
    }
}

/// The app's launch wiring.
public func setupRegistries() {
    AppRegistry.assignDesiredImplementation(to: AppRegistry(greeter: LiveGreeter()))
    AnalyticsRegistry.assignDesiredImplementation(to: AnalyticsRegistry(sink: LiveAnalyticsSink()))
}
