import DICore
import DIEffects
import Foundation
import Testing

/// A connection that must be opened with `await`.
final class Connection: Sendable {
    let host: String

    init(host: String) {
        self.host = host
    }

    static func open(host: String) async throws -> Connection {
        try await Task.sleep(for: .milliseconds(1))
        return Connection(host: host)
    }
}

/// Main-actor state a world field builds.
@MainActor
final class BadgeStore {
    var count = 0
    let builtOnMainActor: Bool

    init() {
        builtOnMainActor = MainExecutor.isCurrent
    }
}

/// An app's world: the effects kit plus an awaited field and a field that builds main-actor state.
struct ServicesWorld: AmbientWorld {
    var effects: World
    /// Opened with `await`: an async World field is a closure, like every field.
    var connect: @Sendable () async throws -> Connection
    /// Builds main-actor state: called synchronously on the main actor, with `await` anywhere else.
    var makeBadgeStore: @MainActor @Sendable () -> BadgeStore

    static let live = ServicesWorld(
        effects: .live, connect: { try await Connection.open(host: "api.example.com") },
        makeBadgeStore: { BadgeStore() })
    static let test = ServicesWorld(
        effects: .unimplemented(), connect: { Connection(host: "test") }, makeBadgeStore: { BadgeStore() })
}

@Suite("Awaited and main-actor World fields")
struct AwaitedWorldFieldTests {
    @Test("an async World field is awaited, and a scoped world replaces it")
    func asyncFieldIsAwaited() async throws {
        let host = try await ServicesWorld.with {
            $0.connect = { Connection(host: "stub") }
        } operation: {
            try await ServicesWorld.current.connect().host
        }
        #expect(host == "stub")
        #expect(try await ServicesWorld.test.connect().host == "test")
    }

    @Test("a @MainActor World field is called synchronously on the main actor")
    @MainActor
    func mainActorFieldOnTheMainActor() {
        let store = ServicesWorld.test.makeBadgeStore()
        store.count += 1
        #expect(store.count == 1)
        #expect(store.builtOnMainActor)
    }

    @Test("from another task a @MainActor World field is awaited and runs on the main actor")
    func mainActorFieldAwaitedElsewhere() async {
        let world = ServicesWorld.test
        let built = await Task.detached { await world.makeBadgeStore().builtOnMainActor }.value
        #expect(built)
    }
}
