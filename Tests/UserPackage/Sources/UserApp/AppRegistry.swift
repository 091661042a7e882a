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

/// The app's registry, written the way Floatation's README writes one.
public final class AppRegistry: Registry {
    /// The greeter the app uses.
    public let greeter: any Greeter

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

/// The app's launch wiring.
public func setupRegistries() {
    AppRegistry.assignDesiredImplementation(to: AppRegistry(greeter: LiveGreeter()))
}
