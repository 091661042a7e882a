import DIRegistry
import Testing

@Suite("Registry state isolation")
struct RegistryIsolationTests {
    @Test("an assignment inside a fresh state is invisible outside it and in the next fresh state")
    func isolatedAssignmentStaysInside() {
        DependencyIsolation.withFreshState {
            let first = DependencyIsolation.withFreshState { () -> CoreRegistry in
                let live = CoreRegistry.live()
                CoreRegistry.assignDesiredImplementation(to: live)
                #expect(CoreRegistry.shared === live)
                return live
            }
            #expect(CoreRegistry.shared !== first)
            DependencyIsolation.withFreshState {
                #expect(!CoreRegistry.hasDesiredImplementation)
                #expect(CoreRegistry.shared.experimentLauncher is MockExperimentLauncher)
            }
        }
    }

    @Test("each fresh state builds its own mock")
    func eachFreshStateHasItsOwnMock() {
        let first = DependencyIsolation.withFreshState { CoreRegistry.shared }
        let second = DependencyIsolation.withFreshState { CoreRegistry.shared }
        #expect(first !== second)
    }

    @Test("outside any isolation, shared and assignments are process-wide (the app's path)")
    func processWideStateWithoutIsolation() async {
        #expect(!DependencyIsolation.isActive)
        BaseRegistry.resetAllSharedInstances()
        let mock = ProcessWideRegistry.shared
        #expect(mock.tag == "mock")
        let fromAnotherTask = await Task.detached { ObjectIdentifier(ProcessWideRegistry.shared) }.value
        #expect(fromAnotherTask == ObjectIdentifier(mock))

        let live = ProcessWideRegistry(tag: "live")
        ProcessWideRegistry.assignDesiredImplementation(to: live)
        #expect(ProcessWideRegistry.shared === live)
        #expect(await Task.detached { ProcessWideRegistry.shared.tag }.value == "live")
        #expect(BaseRegistry.desiredImplementationExists(for: ProcessWideRegistry.self))

        BaseRegistry.resetAllSharedInstances()
        #expect(ProcessWideRegistry.shared.tag == "mock")
        #expect(ProcessWideRegistry.shared !== mock)
    }
}
