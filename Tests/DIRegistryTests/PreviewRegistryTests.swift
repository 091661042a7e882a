import DIRegistry
import Testing

/// A registry that declares a preview value of its own.
final class PreviewingRegistry: Registry, @unchecked Sendable {
    let experimentLauncher: ExperimentLauncher

    required init(experimentLauncher: ExperimentLauncher) {
        self.experimentLauncher = experimentLauncher
        super.init()
    }

    static func createMockShared() -> PreviewingRegistry {
        PreviewingRegistry(experimentLauncher: MockExperimentLauncher())
    }

    static func createPreviewShared() -> PreviewingRegistry {
        PreviewingRegistry(experimentLauncher: LiveExperimentLauncher(name: "preview"))
    }
}

@Suite("Registries in previews", .isolatedDependencies)
struct PreviewRegistryTests {
    @Test("a preview gets the registry from createPreviewShared(), built once; a test still gets the mock")
    func previewGetsThePreviewRegistry() {
        let (first, second) = DependencyContext.withContext(.preview) {
            (PreviewingRegistry.shared, PreviewingRegistry.shared)
        }
        #expect(first.experimentLauncher.name == "preview")
        #expect(first === second)
        #expect(PreviewingRegistry.shared.experimentLauncher is MockExperimentLauncher)
    }

    @Test("a registry that declares no preview value shows a preview its mock, silently")
    func previewDefaultsToTheMock() {
        let (launcher, reports) = DiagnosticReporter.collectReports {
            DependencyContext.withContext(.preview) { CoreRegistry.shared.experimentLauncher }
        }
        #expect(launcher is MockExperimentLauncher)
        #expect(reports.isEmpty)
    }

    @Test("an assignment wins over the preview value")
    func assignmentWinsInAPreview() {
        PreviewingRegistry.assignDesiredImplementation(
            to: PreviewingRegistry(experimentLauncher: LiveExperimentLauncher(name: "assigned")))
        #expect(
            DependencyContext.withContext(.preview) { PreviewingRegistry.shared.experimentLauncher.name } == "assigned")
    }
}
