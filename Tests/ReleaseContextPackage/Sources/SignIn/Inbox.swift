import DIEffects
import DIReader
import DIWrappers

/// The inbox a UI test empties with the launch argument `-mockEmptyInbox`, declared in each style with a live and a
/// test value, a value for that launch argument and one for debug builds.
///
/// `run.sh` proves the launch argument is obeyed only where the launch is trusted (a debug build, or a release build
/// that called `LaunchEnvironment.trust()`), and that the debug value never reaches a release build.
public nonisolated protocol Inbox: Sendable {
    /// Which value this is: `live`, `test`, `empty` (the launch argument's) or `debug`.
    var kind: String { get }
}

nonisolated struct NamedInbox: Inbox {
    let kind: String
}

/// The launch argument a UI test passes for an empty inbox (`nonisolated`: the world's `launch` values, read off the
/// main actor, name it).
nonisolated let emptyInboxArgument = "-mockEmptyInbox"

/// Binds the inbox in DIWrappers with its launch values.
public func bindInbox() {
    Container.bind(
        .singleton, to: (any Inbox).self,
        live: { _ in NamedInbox(kind: "live") },
        test: { _ in NamedInbox(kind: "test") },
        launch: [
            .on(.argument(emptyInboxArgument)) { _ in NamedInbox(kind: "empty") },
            .on(.debug) { _ in NamedInbox(kind: "debug") },
        ])
}

/// DIReader's inbox: a static context with the same values.
nonisolated enum InboxScreen: HasStaticContextStorage {
    typealias Context = any Inbox
    static let contextStorage = StaticContextStorage<InboxScreen, any Inbox>(
        live: NamedInbox(kind: "live"),
        test: NamedInbox(kind: "test"),
        launch: [.on(.argument(emptyInboxArgument), NamedInbox(kind: "empty")), .on(.debug, NamedInbox(kind: "debug"))])

    static var kind: String { resolve[\.kind] }
}

/// DIEffects' inbox: an ambient world with the same values.
nonisolated struct InboxWorld: AmbientWorld {
    var inbox: NamedInbox

    static let live = InboxWorld(inbox: NamedInbox(kind: "live"))
    static let test = InboxWorld(inbox: NamedInbox(kind: "test"))
    static let launch: [LaunchValue<InboxWorld>] = [
        .on(.argument(emptyInboxArgument), InboxWorld(inbox: NamedInbox(kind: "empty"))),
        .on(.debug, InboxWorld(inbox: NamedInbox(kind: "debug"))),
    ]
}

/// The three styles' inboxes, `wrappers/reader/effects`.
func inboxKinds() -> String {
    [Container.resolveAssert((any Inbox).self).kind, InboxScreen.kind, InboxWorld.current.inbox.kind]
        .joined(separator: "/")
}

/// The app's scenarios: `emptyInbox` empties the inbox in all three styles, for a UI test that launches the app with
/// `DITOOLKIT_SCENARIO=emptyInbox`. A scenario's overrides run off the main actor, so the types they name are
/// declared `nonisolated` in this main-actor-by-default target.
public let appScenarios = DependencyScenarios(
    "AppScenarios",
    [
        DependencyScenario("emptyInbox") {
            $0.bind((any Inbox).self, value: NamedInbox(kind: "scenario"))
            $0.setContext(InboxScreen.self, NamedInbox(kind: "scenario"))
            $0.set(DependencyKey(InboxWorld.self), value: InboxWorld(inbox: NamedInbox(kind: "scenario")))
        }
    ])
