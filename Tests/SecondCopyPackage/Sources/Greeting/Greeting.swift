import DIEffects
import DIRegistry
import DIWrappers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the app greets with.
public struct Greeting: Sendable {
    /// The words.
    public let text: String
}

/// The app's launch wiring and its one use of it.
public enum GreetingFeature {
    /// Binds the greeting in `container` and resolves it: the first resolve builds it.
    public static func greet(in container: Container = Container()) -> String {
        container.bind(
            .singleton, to: Greeting.self, live: { _ in Greeting(text: "Hello") },
            test: { _ in
                Greeting(text: "Hello from a test")
            })
        return container.resolveAssert(Greeting.self).text
    }

    /// Binds the greeting with an `async` factory and resolves it with `await`: the first build is an awaited one.
    public static func greetAwaited(in container: Container = Container()) async throws -> String {
        container.bind(.singleton, to: Greeting.self) { _ async in Greeting(text: "Hello, awaited") }
        return try await container.resolveAsync(Greeting.self).text
    }

    /// Opens an override region first (as a test's trait does), then resolves the greeting inside it: the region is
    /// DIToolkit's first use.
    public static func greetInRegion() -> String {
        Container.withOverrides {
            $0.bind(Greeting.self, value: Greeting(text: "Hello, overridden"))
        } operation: {
            Container.main.resolveAssert(Greeting.self).text
        }
    }

    /// The app's registry check after its setup: `nil` when every registry class has its implementation.
    public static func verifyRegistries() -> String? {
        GreetingRegistry.assignDesiredImplementation(to: GreetingRegistry(greeting: Greeting(text: "Hello")))
        return BaseRegistry.verifyDesiredImplementations().map { "\($0)" }
    }

    /// Loads the dynamic library at `path` (the plug-in that carries its own copy of DIToolkit).
    ///
    /// Returns `dlerror()`'s text when it cannot be loaded, else `nil`.
    public static func loadPlugIn(at path: String) -> String? {
        guard dlopen(path, RTLD_NOW | RTLD_LOCAL) == nil else { return nil }
        return dlerror().map { String(cString: $0) } ?? "dlopen failed"
    }
}

/// The module's registry, as a Floatation app declares one: the plug-in's copy of this module declares it too.
public final class GreetingRegistry: Registry {
    /// What the registry vends.
    public let greeting: Greeting

    /// A registry vending `greeting`.
    public required init(greeting: Greeting) {
        self.greeting = greeting
        super.init()
    }

    /// The mock a test gets.
    public static func createMockShared() -> GreetingRegistry {
        GreetingRegistry(greeting: Greeting(text: "Hello from a mock"))
    }
}

/// The module's world, as a CommonDependencies app declares one: the plug-in's copy of this module declares it too.
public struct GreetingWorld: AmbientWorld {
    /// The greeting of this world.
    public var greeting: Greeting
    /// The live world.
    public static let live = GreetingWorld(greeting: Greeting(text: "Hello"))
    /// The test world.
    public static let test = GreetingWorld(greeting: Greeting(text: "Hello from a test"))
}
