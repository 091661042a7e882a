import DIEffects
import DIWrappers

/// Where the inbox's messages come from.
public protocol MessageStore: Sendable {
    /// The messages, newest first.
    var messages: [String] { get }
}

struct RemoteMessageStore: MessageStore {
    var messages: [String] { ["(from the server)"] }
}

/// Sample messages for tests and previews.
public struct SampleMessageStore: MessageStore {
    /// The messages it hands out.
    public var messages: [String]

    /// A store with `messages`.
    public init(messages: [String] = ["Lunch?", "Your order has shipped"]) {
        self.messages = messages
    }
}

/// The inbox's greeting world: a live and a test world, and no preview world (so a preview is told).
public struct GreetingWorld: AmbientWorld {
    /// The greeting the inbox shows.
    public var greeting: String
    /// The live world.
    public static let live = GreetingWorld(greeting: "Good morning from the server")
    /// The test world.
    public static let test = GreetingWorld(greeting: "Hello, test")
}

/// The app's wiring, as the app calls it at launch: the store with a live, a test and a preview value.
public func wireInbox() {
    Container.main.bind(
        .singleton, to: (any MessageStore).self,
        live: { _ in RemoteMessageStore() },
        test: { _ in SampleMessageStore() },
        preview: { _ in SampleMessageStore() })
}

/// The screen's model: reads its dependencies when it is made.
public struct InboxModel: Sendable {
    /// The messages read from the store.
    public let messages: [String]
    /// The greeting read from the world.
    public let greeting: String

    /// Reads the store and the world now.
    public init() {
        messages = Container.main.resolveAssert((any MessageStore).self).messages
        greeting = GreetingWorld.current.greeting
    }
}
