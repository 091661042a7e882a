@_spi(Testing) import DICore
import DIRegistry
import DITesting
import Testing

@Suite("Registry diagnostics", .isolatedDependencies)
struct RegistryDiagnosticsTests {
    @Test("handing out the mock in a live context is reported once, naming the registry")
    func mockInLiveContextIsReportedOnce() {
        let (_, reports) = DiagnosticReporter.collectReports {
            DependencyContext.withContext(.live) {
                _ = CoreRegistry.shared
                _ = CoreRegistry.shared
            }
        }
        #expect(reports.map(\.code) == [.mockVendedInLiveContext])
        #expect(
            reports.first?.summary == "DIRegistryTests.CoreRegistry.shared handed out the mock from "
                + "createMockShared() in a live context.")
    }

    @Test("in a test process, a mock handed out live is reported once per test: every collecting scope gets it")
    func mockInLiveContextIsReportedInEveryScope() {
        let reads = (0..<2).map { _ in
            DiagnosticReporter.collectReports {
                DependencyContext.withContext(.live) { _ = CoreRegistry.shared }
            }.1.map(\.code)
        }
        #expect(reads == [[.mockVendedInLiveContext], [.mockVendedInLiveContext]])
    }

    @Test("tests get the mock silently")
    func mockInTestContextIsSilent() {
        let (_, reports) = DiagnosticReporter.collectReports {
            DependencyContext.withContext(.test) { _ = CoreRegistry.shared }
        }
        #expect(reports.isEmpty)
    }

    @Test("an assigned registry is not reported in a live context")
    func assignedRegistryIsSilentWhenLive() {
        CoreRegistry.assignDesiredImplementation(to: .live())
        let (_, reports) = DiagnosticReporter.collectReports {
            DependencyContext.withContext(.live) { _ = CoreRegistry.shared }
        }
        #expect(reports.isEmpty)
    }

    @Test("a createMockShared() that reads its own shared stops with the cycle instead of recursing")
    func selfReferencingMockIsACycle() {
        let error = DiagnosticReporter.captureTrap { _ = SelfReferencingRegistry.shared }
        let key = DependencyKey(SelfReferencingRegistry.self)
        #expect(error?.code == .circularDependency)
        #expect(error?.path == [key, key])
        #expect(error?.fix.contains("must not read DIRegistryTests.SelfReferencingRegistry.shared") == true)
    }

    @Test("an override of the registry's key with another type stops with a type mismatch")
    func overrideOfWrongTypeIsATypeMismatch() {
        let error = DependencyOverrides.with {
            $0.set(DependencyKey(CoreRegistry.self), value: "not a registry")
        } operation: {
            DiagnosticReporter.captureTrap { _ = CoreRegistry.shared }
        }
        #expect(error?.code == .typeMismatch)
    }
}
