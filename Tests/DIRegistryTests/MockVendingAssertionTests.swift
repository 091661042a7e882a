import DIRegistry
import DITesting
import Foundation
import Testing

/// Floatation's `FLOATATION_SHOULD_ASSERT_WHEN_VENDING_MOCK_IMPLEMENTATION`; each stop runs in a child process.
@Suite("Stopping a Debug build that hands out a mock live, as Floatation's flag did")
struct MockVendingAssertionTests {
    @Test("with the assertion on, the first mock handed out live stops the process with the DI005 message")
    func assertionStopsTheProcess() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            BaseRegistry.shouldAssertWhenVendingMockImplementation = true
            DependencyContext.withContext(.live) {
                _ = CoreRegistry.shared
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("DIRegistryTests.CoreRegistry.shared handed out the mock from createMockShared()"))
        #expect(fact("Code", in: message) == "DI005")
        #expect(
            fact("Stopped by", in: message)
                == "BaseRegistry.shouldAssertWhenVendingMockImplementation "
                + "(FLOATATION_SHOULD_ASSERT_WHEN_VENDING_MOCK_IMPLEMENTATION), in a build with assertions")
    }

    @Test("with the assertion on, tests and previews still get mocks without stopping")
    func assertionLeavesTestsAndPreviewsAlone() async {
        await #expect(processExitsWith: .success) {
            BaseRegistry.shouldAssertWhenVendingMockImplementation = true
            DependencyIsolation.withFreshState {
                DependencyContext.withContext(.test) { _ = CoreRegistry.shared }
                DependencyContext.withContext(.preview) { _ = FeatureRegistry.shared }
            }
        }
    }

    @Test("with the assertion off, the mock is reported once and the report says how to stop here")
    func withoutTheAssertionItIsReported() throws {
        #expect(!BaseRegistry.shouldAssertWhenVendingMockImplementation)
        let (_, reports) = DependencyIsolation.withFreshState {
            DiagnosticReporter.collectReports {
                DependencyContext.withContext(.live) { _ = CoreRegistry.shared }
            }
        }
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.code == .mockVendedInLiveContext)
        #expect(
            report.facts.last
                == DIError.Fact(
                    "Stops",
                    "no; in a Debug build, BaseRegistry.shouldAssertWhenVendingMockImplementation = true stops here, "
                        + "as FLOATATION_SHOULD_ASSERT_WHEN_VENDING_MOCK_IMPLEMENTATION did"))
    }

    /// The value of the `label:` line of a printed DIError.
    private func fact(_ label: String, in message: String) -> String? {
        message.split(separator: "\n")
            .first { $0.hasPrefix("  \(label):") }
            .map { $0.dropFirst(label.count + 3).trimmingCharacters(in: .whitespaces) }
    }
}
