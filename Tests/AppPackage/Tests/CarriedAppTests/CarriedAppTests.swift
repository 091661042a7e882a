import CarriedApp
import DIEffects
import DITesting
import DIWrappers
import Foundation
import Testing

struct FixedGreeter: ProfileGreeter {
    let greeting: String
}

@Suite("A main-actor app's screens carry their dependencies, and its world is prepared at launch")
struct CarriedAppTests {
    @Test("a screen made in a test's override hands it to the screen it opens later", .isolatedDependencies)
    func settingsGetTheProfilesOverride() {
        AppLaunch.start()
        let profile = Container.withOverrides {
            $0.bind((any ProfileGreeter).self, value: FixedGreeter(greeting: "Hi from the test"))
        } operation: {
            ProfileScreen()
        }
        #expect(profile.openSettings().greeting() == "Hi from the test")
        #expect(ProfileScreen().greeting() == "Hello")
    }

    @Test("a save's completion handler, called off the main actor, reads the screen's world", .isolatedDependencies)
    func completionReadsTheScreensWorld() async {
        let completion = withWorld {
            $0.now = CommonDependencies.Now.constant(.distantPast)
        } operation: {
            ProfileScreen().saveCompletion()
        }
        let stamped = await Task.detached { completion() }.value
        #expect(stamped == .distantPast)
    }

    @Test("the launch prepares the test's world once; a second launch is reported", .isolatedDependencies)
    func launchPreparesTheWorldOnce() {
        AppLaunch.start()
        #expect(World.current.locale().identifier == "en_GB")
        let (_, reports) = DiagnosticReporter.collectReports { AppLaunch.start() }
        #expect(reports.map(\.code) == [.registryAssignedTwice])
    }
}
