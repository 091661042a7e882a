import DIEffects
import Foundation
import Testing

/// An app's own world, built from the same effects plus its own service.
private struct AppWorld: AmbientWorld {
    var effects: World
    var greeting: @Sendable () -> String

    static let live = AppWorld(effects: .live, greeting: { "live" })
}

@Suite("Custom ambient worlds")
struct AmbientWorldTests {
    @Test("a custom world is live outside any scope and scoped inside one")
    func customWorldScopes() {
        #expect(AppWorld.current.greeting() == "live")
        AppWorld.with {
            $0.greeting = { "mock" }
        } operation: {
            #expect(AppWorld.current.greeting() == "mock")
        }
        #expect(AppWorld.current.greeting() == "live")
    }

    @Test("a custom world's scope is invisible to a concurrent task and independent of World's")
    func customWorldIsTaskLocal() async {
        await AppWorld.with {
            $0.greeting = { "left" }
        } operation: {
            async let sibling = Task.detached { AppWorld.current.greeting() }.value
            #expect(await sibling == "live")
            #expect(AppWorld.current.greeting() == "left")
            #expect(World.current.locale() == World.live.locale())
        }
    }

    @Test("withWorld for World is the same scope as World.with")
    func withWorldMatchesWith() {
        let epoch = Date(timeIntervalSince1970: 0)
        withWorld {
            $0.now = { epoch }
        } operation: {
            #expect(World.current.now() == epoch)
            World.with {
                $0.uuid = { UUID(uuidString: "00000000-0000-0000-0000-000000000001")! }
            } operation: {
                #expect(World.current.now() == epoch)
            }
        }
    }
}
