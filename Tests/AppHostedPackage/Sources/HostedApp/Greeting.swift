import DIWrappers

/// What the app greets with; the network in a real app.
public protocol GreetingService: Sendable {
    /// The greeting for `name`.
    func greeting(for name: String) -> String
}

struct RemoteGreetingService: GreetingService {
    func greeting(for name: String) -> String { "Hello, \(name)!" }
}

/// A greeting service that always says the same, for tests and previews.
public struct FixedGreetingService: GreetingService {
    let text: String

    /// A service that always says `text`.
    public init(text: String) { self.text = text }

    /// The fixed text, whoever is greeted.
    public func greeting(for name: String) -> String { text }
}

/// The app's launch wiring.
public enum AppDependencies {
    /// Binds every dependency with its live and test value; the app's `App.init()` calls it.
    public static func register() {
        Container.bind(
            .singleton, to: (any GreetingService).self,
            live: { _ in RemoteGreetingService() },
            test: { _ in FixedGreetingService(text: "Hello from a test") })
    }
}

/// A view model that reads the greeting service with `@Inject`.
public final class GreetingViewModel {
    @Inject var service: any GreetingService

    /// A model whose service is resolved on first use.
    public init() {}

    /// The service's greeting for `name`.
    public func message(for name: String) -> String { service.greeting(for: name) }
}
