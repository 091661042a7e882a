import DIWrappers

/// A signed-in session: the object the app's modules share under two protocols.
public final class UserSession: Authenticating, SessionLogging {
    /// The session's token.
    public let token = "t0k3n"
    /// The settings screen's model, set once the session exists (property injection).
    public var settings: SettingsModel?

    /// A session with no settings yet.
    public init() {}

    /// `line`, tagged with the token.
    public func log(_ line: String) -> String { "[\(token)] \(line)" }
}

/// What the network module reads.
public protocol Authenticating: AnyObject {
    /// The token requests carry.
    var token: String { get }
}

/// What the logging module reads.
public protocol SessionLogging: AnyObject {
    /// `line`, tagged for this session.
    func log(_ line: String) -> String
}

/// The settings screen's model, which needs the session it belongs to.
public final class SettingsModel {
    /// The session the settings belong to.
    public let session: UserSession

    /// The settings of `session`.
    public init(session: UserSession) {
        self.session = session
    }
}

/// The session module, written as a Swinject user ports an assembly: one session under two protocols, and the
/// settings that need the session closed through a property.
public struct SessionAssembly: Assembly {
    /// The module, ready to assemble.
    public init() {}

    /// Binds the session, the two protocols it answers for, and its settings.
    public func assemble(container: Container) {
        container.bind(.singleton, to: UserSession.self) { _ in
            UserSession()
        } initCompleted: { container, session in
            session.settings = try container.resolveThrowing(SettingsModel.self)
        }
        container.forward((any Authenticating).self, to: UserSession.self) { $0 }
        container.forward((any SessionLogging).self, to: UserSession.self) { $0 }
        container.bind(SettingsModel.self) { container in SettingsModel(session: try container.resolveThrowing()) }
    }
}

/// A debug module that binds the session again: the duplicate `verify()` names.
public struct DebugSessionAssembly: Assembly {
    /// The module, ready to assemble.
    public init() {}

    /// Binds a second session.
    public func assemble(container: Container) {
        container.bind(.singleton, to: UserSession.self) { _ in UserSession() }
    }
}
