import DIRegistry
import DITesting
import Testing

@Suite("Registry.shared, as the Floatation seed documents it", .isolatedDependencies)
struct RegistrySharedTests {
    @Test("shared vends the mock from createMockShared() when nothing was assigned")
    func vendsMockByDefault() {
        #expect(CoreRegistry.shared.experimentLauncher is MockExperimentLauncher)
        #expect(CoreRegistry.shared.userDefaults is MockKeyValueStore)
    }

    @Test("shared vends the same mock instance every time")
    func vendsSameMockTwice() {
        let first = CoreRegistry.shared
        let second = CoreRegistry.shared
        #expect(first === second)
    }

    @Test("the assigned desired implementation wins over the mock")
    func assignedImplementationWins() {
        _ = CoreRegistry.shared
        let live = CoreRegistry.live()
        CoreRegistry.assignDesiredImplementation(to: live)
        #expect(CoreRegistry.shared === live)
        #expect(CoreRegistry.shared.experimentLauncher.name == "live")
    }

    @Test("a second assignment is ignored and reported as registryAssignedTwice at the caller's line")
    func secondAssignmentIsReportedAndIgnored() {
        let first = CoreRegistry.live("first")
        CoreRegistry.assignDesiredImplementation(to: first)
        let (_, reports) = DiagnosticReporter.collectReports {
            CoreRegistry.assignDesiredImplementation(to: CoreRegistry.live("second"))
        }
        #expect(CoreRegistry.shared === first)
        #expect(reports.map(\.code) == [.registryAssignedTwice])
        #expect(reports.first?.location.fileID.hasSuffix("RegistrySharedTests.swift") == true)
        #expect(reports.first?.summary.contains("CoreRegistry.assignDesiredImplementation(to:)") == true)
    }

    @Test("resetAllSharedInstances gives a fresh mock and forgets the assignment", arguments: [false, true])
    func resetGivesFreshMock(usingEmojiSpelling: Bool) {
        let oldMock = CoreRegistry.shared
        CoreRegistry.assignDesiredImplementation(to: .live())
        if usingEmojiSpelling {
            BaseRegistry.🧪resetAllSharedInstances()
        } else {
            BaseRegistry.resetAllSharedInstances()
        }
        let newMock = CoreRegistry.shared
        #expect(newMock !== oldMock)
        #expect(newMock.experimentLauncher is MockExperimentLauncher)
        #expect(!CoreRegistry.hasDesiredImplementation)
    }

    @Test("desiredImplementationExists and its 🧪 spelling follow the assignment")
    func desiredImplementationExistsFollowsAssignment() {
        #expect(!BaseRegistry.desiredImplementationExists(for: CoreRegistry.self))
        #expect(!BaseRegistry.🧪desiredImplementationExists(for: CoreRegistry.self))
        CoreRegistry.assignDesiredImplementation(to: .live())
        #expect(BaseRegistry.desiredImplementationExists(for: CoreRegistry.self))
        #expect(BaseRegistry.🧪desiredImplementationExists(for: CoreRegistry.self))
    }

    @Test("desiredImplementationCount counts this test's assignments only")
    func desiredImplementationCountCountsAssignments() {
        #expect(BaseRegistry.desiredImplementationCount == 0)
        CoreRegistry.assignDesiredImplementation(to: .live())
        FeatureRegistry.assignDesiredImplementation(to: FeatureRegistry(launcher: LiveExperimentLauncher()))
        #expect(BaseRegistry.desiredImplementationCount == 2)
        #expect(BaseRegistry.🧪desiredImplementationCount == 2)
    }

    @Test("a mock may be built from another registry's shared")
    func mockMayReadAnotherRegistry() {
        let live = CoreRegistry.live("core")
        CoreRegistry.assignDesiredImplementation(to: live)
        #expect(FeatureRegistry.shared.launcher === live.experimentLauncher)
    }

    @Test("eight threads racing for the first shared all get the same mock")
    func racingFirstAccessAgreesOnOneMock() async {
        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 {
                group.addTask { ObjectIdentifier(CoreRegistry.shared) }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(identities.count == 1)
    }
}
