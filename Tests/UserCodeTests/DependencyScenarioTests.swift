@_spi(Testing) import DICore
import DIEffects
import DIReader
import DIRegistry
import DITesting
import DIWrappers
import Foundation
import Testing

/// The app's scenarios: one declaration, overriding a dependency in each of the four styles.
enum AppScenarios {
    static let epoch = Date(timeIntervalSince1970: 0)

    static let quiet = DependencyScenario("quiet") {
        $0.bind((any AppLogger).self, value: TaggedLogger(tag: "quiet"))
        $0.setRegistry(ServicesRegistry(logger: TaggedLogger(tag: "quiet registry")))
        $0.setContext(ClockFeature.self, AppContext(now: { epoch }, logger: TaggedLogger(tag: "quiet clock")))
        $0.world.now = CommonDependencies.Now.constant(epoch)
    }

    static let all = DependencyScenarios("AppScenarios", [quiet, DependencyScenario("loud") { _ in }])
}

/// A logger that says which scenario made it.
struct TaggedLogger: AppLogger {
    let tag: String

    func log(_ message: String) -> String { "[\(tag)] \(message)" }
}

/// What each style hands out: the `@Inject` logger, the registry's, the static context's, and the world's clock.
func scenarioReadings() -> [String] {
    [
        Greeting().text(), ServicesRegistry.shared.logger.log("hello"), ClockFeature.stamp(),
        "\(World.current.now().timeIntervalSince1970)",
    ]
}

let quietReadings = ["[quiet] hello", "[quiet registry] hello", "[quiet clock] at 0.0", "0.0"]

/// Answers Factory's scenario requests (Factory #45, #170, #196) and swift-dependencies PR#327: one named scenario, in
/// every style, applied to a test, a preview and a launch.
@Suite("Named scenarios")
struct DependencyScenarioTests {
    @Test("a test trait applies the scenario's overrides in every style", .scenario(AppScenarios.quiet))
    func traitAppliesTheScenario() {
        #expect(scenarioReadings() == quietReadings)
    }

    @Test("the trait finds a scenario by name", .scenario("quiet", in: AppScenarios.all))
    func traitByName() {
        #expect(scenarioReadings() == quietReadings)
    }

    @Test("a preview region applies the same scenario, and it ends with the region")
    func previewAppliesTheScenario() throws {
        let preview = try PreviewRegion.run(scenario: AppScenarios.all.named("quiet")) { scenarioReadings() }
        #expect(preview.content == quietReadings)
        #expect(!ClockFeature.stamp().hasPrefix("[quiet clock]"))
    }

    @Test("a preview scenario starts from the preview's world: setting one field keeps the preview world's others")
    func previewScenarioStartsFromThePreviewWorld() {
        let scenario = DependencyScenario("epoch") {
            $0.world.now = CommonDependencies.Now.constant(AppScenarios.epoch)
        }
        let preview = PreviewRegion.run(scenario: scenario) { (World.current.now(), World.current.uuid()) }
        #expect(preview.content.0 == AppScenarios.epoch)
        #expect(preview.reports.isEmpty, "\(preview.reports)")
    }

    @Test("an unknown name is an error that lists the known names and suggests the closest")
    func unknownNameIsAnError() {
        #expect(throws: DIError.self) { try AppScenarios.all.named("quite") }
        do {
            _ = try AppScenarios.all.named("quite")
        } catch {
            #expect(error.code == .unknownScenario)
            #expect(error.summary == #"AppScenarios has no scenario called "quite" (did you mean "quiet"?)."#)
            #expect(error.facts.map(\.value) == [#""quiet", "loud""#])
        }
    }

    @Test(
        "a launch names its scenario in the environment or after -DIToolkitScenario, read only when trusted",
        arguments: [
            (["/app"], ["DITOOLKIT_SCENARIO": "quiet"], true, "quiet"),
            (["/app", "-DIToolkitScenario", "loud"], [:], true, "loud"),
            (["/app", "-DIToolkitScenario"], [:], true, nil),
            (["/app", "-DIToolkitScenario", "loud"], ["DITOOLKIT_SCENARIO": "quiet"], false, nil),
        ] as [([String], [String: String], Bool, String?)])
    func launchNamesTheScenario(arguments: [String], environment: [String: String], trusted: Bool, named: String?) {
        let launch = LaunchFacts(arguments: arguments, environment: environment, isTrusted: trusted)
        #expect(AppScenarios.all.nameInLaunch(launch) == named)
    }
}
