import DIWrappers

/// Types for the Swinject spellings' tests: a parent and a child that need each other through a property, and a
/// session that answers for two protocols.
final class PropertyParent: @unchecked Sendable {
    var child: PropertyChild?
}

final class PropertyChild: @unchecked Sendable {
    let parent: PropertyParent

    init(parent: PropertyParent) {
        self.parent = parent
    }
}

protocol Authenticating: AnyObject, Sendable {
    var token: String { get }
}

protocol SessionLogging: AnyObject, Sendable {
    func log(_ line: String) -> String
}

final class UserSession: Authenticating, SessionLogging {
    let token = "t0k3n"

    func log(_ line: String) -> String { "[\(token)] \(line)" }
}

/// Binds a remote logger: the network module of an app made of assemblies.
struct NetworkAssembly: Assembly {
    func assemble(container: Container) {
        container.bind(.singleton, to: Logger.self, value: RemoteLogger(), fileID: "App/NetworkAssembly.swift", line: 7)
    }
}

/// Binds a database that logs through the network module's logger, and counts its `loaded` calls.
struct StorageAssembly: Assembly {
    let loadedOrder: Locked<[String]>

    func assemble(container: Container) {
        container.bind(Database.self) { container in Database(logger: container.resolveAssert(Logger.self)) }
    }

    func loaded(resolver: Container) {
        loadedOrder.withLock { $0.append("storage:\(resolver.isBound(Logger.self))") }
    }
}

/// Binds `Logger` again: the duplicate a debug module brings.
struct DebugAssembly: Assembly {
    func assemble(container: Container) {
        container.bind(Logger.self, value: ConsoleLogger(), fileID: "App/DebugAssembly.swift", line: 12)
    }
}
