import DIWrappers

/// A struct-of-closures client with two endpoints that declares a live and a test value, as a library module
/// would beside its definition.
struct FileClient: TestDependency, Sendable {
    var read: @Sendable (String) -> String
    var write: @Sendable (String) -> String

    static var liveValue: FileClient {
        FileClient(read: { "live read \($0)" }, write: { "live write \($0)" })
    }

    static var testValue: FileClient {
        FileClient(read: { "test read \($0)" }, write: { "test write \($0)" })
    }
}

/// A client that declares only its live value.
struct LiveOnlyClient: LiveDependency, Sendable {
    var name: String

    static var liveValue: LiveOnlyClient {
        LiveOnlyClient(name: "live")
    }
}

/// A client that declares live, test and preview values.
struct PreviewedClient: TestDependency, PreviewDependency, Sendable {
    var name: String

    static var liveValue: PreviewedClient { PreviewedClient(name: "live") }
    static var testValue: PreviewedClient { PreviewedClient(name: "test") }
    static var previewValue: PreviewedClient { PreviewedClient(name: "preview") }
}

/// A class that declares its values, so the one instance a singleton keeps can be told apart.
final class DeclaredSession: TestDependency, Sendable {
    let name: String

    init(name: String) {
        self.name = name
    }

    static var liveValue: DeclaredSession { DeclaredSession(name: "live") }
    static var testValue: DeclaredSession { DeclaredSession(name: "test") }
}
