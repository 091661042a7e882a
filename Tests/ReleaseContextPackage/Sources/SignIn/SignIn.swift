import DIWrappers

/// Signs the user in; the live service asks a server, the test value lets everyone in.
public protocol Auth: Sendable {
    var isSignedIn: Bool { get }
    /// Which value this is: `live`, `test` or `preview`, for the launch report.
    var context: String { get }
}

struct RealAuth: Auth {
    var isSignedIn: Bool { false }
    var context: String { "live" }
}

struct AlwaysSignedIn: Auth {
    var isSignedIn: Bool { true }
    var context: String { "test" }
}

struct PreviewAuth: Auth {
    var isSignedIn: Bool { true }
    var context: String { "preview" }
}

/// Binds the sign-in service as Getting started binds a service: one value per context.
public func bindSignIn() {
    Container.bind(
        .singleton, to: (any Auth).self,
        live: { _ in RealAuth() },
        test: { _ in AlwaysSignedIn() },
        preview: { _ in PreviewAuth() })
}
