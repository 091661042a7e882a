import DIEffects
import DIWrappers
import Foundation

/// What the profile screen greets with.
public protocol ProfileGreeter: Sendable {
    var greeting: String { get }
}

/// The app's greeter.
public struct LiveProfileGreeter: ProfileGreeter {
    /// What it says.
    public let greeting = "Hello"
    /// The greeter.
    public init() {}
}

/// A screen model that carries the dependencies it was made with to the screens it opens and to the
/// completion handler it hands to a save that finishes later, off the main actor.
public final class ProfileScreen: CarriesDependencies {
    /// The dependencies in force where the screen was made.
    public let carriedDependencies = CarriedDependencies.current
    @Inject var greeter: any ProfileGreeter

    /// A screen that carries the dependencies in force here.
    public init() {}

    /// The greeting, read with the screen's dependencies whenever it is asked.
    public func greeting() -> String {
        DependencyOverrides.withDependencies(from: self) { greeter.greeting }
    }

    /// The settings screen, made with this screen's dependencies.
    public func openSettings() -> ProfileScreen {
        DependencyOverrides.withDependencies(from: self) { ProfileScreen() }
    }

    /// The completion handler of a save: it stamps the save with the world's clock when it is called.
    public func saveCompletion() -> @Sendable () -> Date {
        let carried = carriedDependencies
        return { DependencyOverrides.withDependencies(from: carried) { World.current.now() } }
    }
}

/// The app's launch: the world prepared once, then the bindings.
public enum AppLaunch {
    /// Prepares the world and binds the app's services.
    public static func start() {
        prepareWorld { $0.locale = { Locale(identifier: "en_GB") } }
        Container.bind((any ProfileGreeter).self, value: LiveProfileGreeter())
    }
}
