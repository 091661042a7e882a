import DIEffects
import DIRegistry
import DITesting
import DIWrappers
import Foundation
import Testing
import UserApp

private let evening = Date(timeIntervalSince1970: 20 * 3600)

@Suite("What a user's test learns from its dependency log")
struct DependencyLogTests {
    @Test(
        "a test with the log's live-value option passes when every dependency has a test value or an override",
        .dependencyLog(failingOnLiveValues: true),
        .dependencies {
            $0.world.now = CommonDependencies.Now.constant(evening)
            $0.bind((any Greeter).self, value: MockGreeter())
        })
    func overriddenTestPasses() {
        #expect(currentGreeting() == "Good afternoon")
        #expect(WelcomeScreen().greeter.name == "mock")
        #expect(AppRegistry.shared.greeter.name == "mock")
    }

    @Test("a recorded log names each dependency's style and source, and the live values", .isolatedDependencies)
    func recordedLog() {
        Container.main.bind((any Greeter).self) { _ in LiveGreeter() }
        let (_, log) = DependencyLog.recording {
            _ = WelcomeScreen().greeter
            _ = AppRegistry.shared
        }
        #expect(log.entries.map(\.style) == [.wrappers, .registry])
        #expect(log.entries.map(\.source) == [.binding, .mock])
        #expect(log.liveValues.map(\.node.id) == ["main: UserApp.Greeter"])
        #expect(log.text.hasPrefix("Dependency log: 2 dependencies\n  Wrappers  main: UserApp.Greeter ("))
    }
}
