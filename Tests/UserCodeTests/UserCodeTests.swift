import DIEffects
import DIReader
import DIRegistry
import DITesting
import DIWrappers
import Foundation
import Testing

@Suite("User code under complete concurrency checking", .isolatedDependencies)
@MainActor
struct UserCodeTests {
    @Test("a main-actor screen gets its main-actor view model and an identified logger through @Inject")
    func wrappersOnTheMainActor() {
        let container = Container(name: "ProfileContainer")
        container.bind(.singleton, to: ProfileViewModel.self) { _ in ProfileViewModel(logger: ConsoleLogger()) }
        container.bind((any AppLogger).self, id: "audit", value: ConsoleLogger())
        let screen = ProfileScreen(container: container)
        screen.viewModel.title = "Edited"
        #expect(container.resolveAssert(ProfileViewModel.self).title == "Edited")
        #expect(screen.auditLogger.log("x") == "console: x")
    }

    @Test("a Sendable service's @Inject reads Container.main from a child task, and Vaccine cures read it too")
    func mainContainerFromAnyTask() async {
        Container.bind((any AppLogger).self, value: ConsoleLogger())
        Vaccine.setCure(for: Int.self, with: 7)
        let text = await withTaskGroup(of: String.self) { group in
            group.addTask { Greeting().text() }
            return await group.next() ?? ""
        }
        #expect(text == "console: hello")
        #expect(Vaccine.getCure(for: Int.self) == 7)
    }

    @Test("a registry's shared instance and override are read from the main actor and a task")
    func registryAcrossIsolation() async {
        ServicesRegistry.assignDesiredImplementation(to: ServicesRegistry(logger: ConsoleLogger()))
        let fromTask = await Task { ServicesRegistry.shared.logger.log("task") }.value
        #expect(fromTask == "console: task")
        ServicesRegistry.withOverride(ServicesRegistry(logger: ConsoleLogger())) {
            #expect(ServicesRegistry.shared.logger.log("scoped") == "console: scoped")
        }
    }

    @Test("static and main-actor instance Reader contexts switch under withContext")
    func readerContexts() {
        let fixed = AppContext(now: { Date(timeIntervalSince1970: 5) }, logger: ConsoleLogger())
        withContext(ClockFeature.self, fixed) {
            #expect(ClockFeature.stamp() == "console: at 5.0")
        }
        let controller = withContext(ClockController(), fixed)
        #expect(controller.title() == "Now is 5.0")
    }

    @Test("a main-actor model reads the current world's effects, including the test clock")
    func effectsOnTheMainActor() async throws {
        let clock = TestClock()
        let model = ClockModel()
        try await withWorld {
            $0.now = CommonDependencies.Now.constant(Date(timeIntervalSince1970: 9))
            $0.uuid = CommonDependencies.UUIDs.incrementing()
            $0.clock = clock
        } operation: {
            #expect(model.refresh() == Date(timeIntervalSince1970: 9))
            #expect(model.lastID == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
            async let waited: Void = model.wait()
            await clock.waitForSleepers()
            await clock.advance(by: .seconds(1))
            try await waited
        }
    }
}
