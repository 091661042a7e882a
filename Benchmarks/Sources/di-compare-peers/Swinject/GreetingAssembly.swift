import DIConformance
import Swinject

/// The app's registrations, grouped in an `Assembly` as Swinject's Assembler documentation recommends.
struct GreetingAssembly: Assembly {
    func assemble(container: Container) {
        container.register((any Greeter).self) { _ in LiveGreeter() }
        container.register(Welcome.self) { resolver in Welcome(greeter: resolver.resolve((any Greeter).self)!) }
        container.register(Service.self) { _ in Service(serial: 1) }.inObjectScope(.container)
        container.register(Service.self, name: "transient") { _ in Service() }.inObjectScope(.transient)
        container.register(String.self, name: "a") { _ in "first" }
        container.register(String.self, name: "b") { _ in "second" }
        container.register(GreetingModel.self) { resolver in
            GreetingModel(greeter: resolver.resolve((any Greeter).self)!)
        }
        container.register(Inner.self) { resolver in Inner(greeter: resolver.resolve((any Greeter).self)!) }
        container.register(Middle.self) { resolver in Middle(inner: resolver.resolve(Inner.self)!) }
        container.register(Outer.self) { resolver in Outer(middle: resolver.resolve(Middle.self)!) }
    }
}

/// Code under test: the container hands it its greeter when it builds it (initializer injection).
struct GreetingModel: Sendable {
    let greeter: any Greeter
}

/// One app's Swinject setup: the container the assemblies fill, and the thread-safe view code resolves from.
///
/// Swinject's thread-safety documentation: `Container` is not thread-safe, `synchronize()` returns a
/// thread-safe `Resolver`. Its types are not `Sendable`, hence `@unchecked`: every resolution goes
/// through `resolver`, and registrations go to `container`, whose service table has its own lock.
final class SwinjectApp: @unchecked Sendable {
    /// The app in use: each scenario starts with a new one, as a new process would.
    @TaskLocal static var current: SwinjectApp?

    let container: Container
    let resolver: any Resolver

    /// An empty container; the style's `wireLive()` applies the assemblies.
    init() {
        container = Container()
        resolver = container.synchronize()
    }

    /// The app of the running scenario; outside one, a reason to fail instead of a crash.
    static func inUse() throws -> SwinjectApp {
        guard let current else { throw PeerError("no Swinject app: run inside the style's withFreshState") }
        return current
    }

    /// `resolve(_:)`, with a thrown error where an app would write `!` and stop.
    func resolve<Service>(_ type: Service.Type, name: String? = nil) throws -> Service {
        guard let resolved = resolver.resolve(type, name: name) else {
            throw PeerError("Swinject resolved nil for \(type)\(name.map { " named \($0)" } ?? "")")
        }
        return resolved
    }
}

/// A failure of the adapter itself, shown as the cell's ✗ text.
struct PeerError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
