@_spi(Testing) import DICore
import Testing

@Suite("Diagnostics")
struct DiagnosticReporterTests {
    @Test("a trap's full message is captured by the swappable sink instead of crashing")
    func trapIsCaptured() {
        let error = DiagnosticReporter.captureTrap {
            DiagnosticReporter.trap(
                .notRegistered(DependencyKey(Billing.Logger.self), operation: "Container.resolveAssert(Logger.self)"))
        }
        #expect(error?.code == .notRegistered)
        #expect(error?.description.contains("DICoreTests.Billing.Logger") == true)
        #expect(error?.description.contains("To fix, ") == true)
    }

    @Test("code that does not trap finishes and captures nothing")
    func noTrapCapturesNothing() {
        let finished = Counter()
        let error = DiagnosticReporter.captureTrap { finished.increment() }
        #expect(error == nil)
        #expect(finished.value == 1)
    }

    @Test("captured code sees the caller's overrides")
    func captureSeesOverrides() {
        let key = DependencyKey(Int.self, identifier: "captured")
        let error = DependencyOverrides.with {
            $0.set(key, value: 5)
        } operation: {
            DiagnosticReporter.captureTrap {
                let value = (try? DependencyOverrides.current.value(for: key, as: Int.self)) ?? nil
                DiagnosticReporter.trap(.unimplemented("value \(value.map(String.init) ?? "none")"))
            }
        }
        #expect(error?.summary == "Unimplemented: value 5")
    }

    @Test("non-fatal reports are collected for this task only")
    func reportsAreCollectedPerTask() async {
        let (_, reports) = await DiagnosticReporter.collectReports {
            DiagnosticReporter.report(.registryAssignedTwice(Billing.Logger.self))
            await withTaskGroup(of: Void.self) { group in
                group.addTask { DiagnosticReporter.report(.unimplemented("child")) }
            }
        }
        #expect(reports.map(\.code) == [.registryAssignedTwice, .unimplemented])
    }
}
