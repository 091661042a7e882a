import DIEffects
import DIRegistry
import DITesting
import DIWrappers
import Foundation
import Testing
import UserApp

private let morning = Date(timeIntervalSince1970: 8 * 3600)

@Suite("What a user writes to set up a test")
struct TraitTests {
    @Test(
        "the one-line trait isolates the test and sets the world and a binding",
        .dependencies {
            $0.world.now = CommonDependencies.Now.constant(morning)
            $0.bind((any Greeter).self, value: MockGreeter())
        })
    func oneLineTrait() {
        #expect(currentGreeting() == "Good morning")
        #expect(WelcomeScreen().greeter.name == "mock")
    }

    @Test("the trait overrides a registry", .dependencies { $0.setRegistry(AppRegistry(greeter: LiveGreeter())) })
    func registryOverride() {
        #expect(AppRegistry.shared.greeter.name == "live")
    }

    @Test("a trap is tested in a child process: an @Inject with nothing bound stops it")
    func trapInAnExitTest() async {
        await #expect(processExitsWith: .failure) {
            _ = WelcomeScreen().greeter
        }
    }
}
