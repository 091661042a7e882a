import DIConformance
import Foundation

// A fifth style: the kind of hand-written service locator many apps grow, adapted to the contract with
// DIConformance's public API only. It is deliberately ordinary, so the matrix has something to find.

/// One table of factories, replaced wholesale per scenario; an override swaps a factory and puts it back.
final class ServiceLocator: @unchecked Sendable {
    /// The table the code under test uses; each scenario runs with a new one (``ServiceLocatorStyle/withFreshState(_:)``).
    @TaskLocal static var current = ServiceLocator()

    private let lock = NSLock()
    private var factories: [ObjectIdentifier: @Sendable () -> Any] = [:]

    func register<Service>(_ type: Service.Type, factory: @escaping @Sendable () -> Service) {
        lock.withLock { factories[ObjectIdentifier(type)] = factory }
    }

    func factory<Service>(for type: Service.Type) -> (@Sendable () -> Any)? {
        lock.withLock { factories[ObjectIdentifier(type)] }
    }

    func restore<Service>(_ type: Service.Type, to factory: (@Sendable () -> Any)?) {
        lock.withLock { factories[ObjectIdentifier(type)] = factory }
    }

    func resolve<Service>(_ type: Service.Type) throws -> Service {
        guard let made = factory(for: type)?() as? Service else { throw LocatorError(type: "\(type)") }
        return made
    }
}

/// What the locator says when nothing is registered.
struct LocatorError: Error, CustomStringConvertible {
    let type: String
    var description: String { "no factory for \(type)" }
}

struct ServiceLocatorStyle: StyleUnderTest {
    let name = "Locator"

    func withFreshState<Result: Sendable>(
        _ operation: () async throws -> Result
    ) async throws -> Result {
        try await ServiceLocator.$current.withValue(ServiceLocator()) {
            try await operation()
        }
    }

    func wireLive() throws {
        let locator = ServiceLocator.current
        let shared = Service(serial: 1)
        locator.register((any Greeter).self) { LiveGreeter() }
        locator.register(Service.self) { shared }
    }

    func currentGreeting() throws -> String {
        try ServiceLocator.current.resolve((any Greeter).self).greeting
    }

    func handOut() throws -> any Greeter {
        try ServiceLocator.current.resolve((any Greeter).self)
    }

    func withGreeting<Result: Sendable>(
        _ text: String,
        operation: @Sendable () async throws -> Result
    ) async throws -> Result {
        let locator = ServiceLocator.current
        let previous = locator.factory(for: (any Greeter).self)
        locator.register((any Greeter).self) { FixedGreeter(text) }
        defer { locator.restore((any Greeter).self, to: previous) }
        return try await operation()
    }

    func parentMessage() throws -> String {
        Welcome(greeter: try ServiceLocator.current.resolve((any Greeter).self))
            .message
    }

    var singleton: Support<@Sendable () throws -> Service> {
        .available { try ServiceLocator.current.resolve(Service.self) }
    }

    var missingDependency: Support<@Sendable () -> String> {
        .available {
            do {
                _ = try ServiceLocator.current.resolve((any Unwired).self)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
    }
}
