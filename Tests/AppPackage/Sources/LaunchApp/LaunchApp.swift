import DIWrappers
import Observation

/// The service the view model reads; bound at launch (the Getting started app shape).
public protocol GreetingService: Sendable {
    /// A greeting for `name`.
    func greeting(for name: String) async throws -> String
}

/// The live greeting service.
public struct RemoteGreetingService: GreetingService {
    /// A service ready to greet.
    public init() {}

    /// A greeting for `name`.
    public func greeting(for name: String) async throws -> String {
        "Hello, \(name)!"
    }
}

/// A profile store the app keeps on the main actor, bound with a `@MainActor` factory.
public final class ProfileStore {
    /// The signed-in user's name.
    public var name = "Blob"

    /// An empty store.
    public init() {}
}

/// A history opened asynchronously at launch, bound with an `async` factory.
public actor History {
    /// Opens the history.
    public init() async {}
}

/// A view model that reads its dependencies only through `@Inject`.
@Observable
public final class GreetingViewModel {
    /// The line of `service`'s `@Inject`, where a verification reports it.
    public static let serviceLine: UInt = #line + 1
    @ObservationIgnored @Inject var service: any GreetingService
    @ObservationIgnored @Inject var profile: ProfileStore
    /// What the screen shows.
    public var message = ""

    /// A view model with nothing loaded yet.
    public init() {}

    /// Loads the greeting for the signed-in user.
    public func load() async {
        message = (try? await service.greeting(for: profile.name)) ?? "No greeting today."
    }
}

/// The app's launch wiring.
public enum AppDependencies {
    /// Binds every dependency; `forgettingGreeting` leaves out the service only the view model reads.
    public static func register(forgettingGreeting: Bool = false) {
        if !forgettingGreeting {
            Container.bind(.singleton, to: (any GreetingService).self) { _ in RemoteGreetingService() }
        }
        Container.bind(.singleton, to: ProfileStore.self) { @MainActor _ in ProfileStore() }
        Container.bind(.singleton, to: History.self) { _ in await History() }
    }
}
