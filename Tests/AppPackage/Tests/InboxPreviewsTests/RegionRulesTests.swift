import DIEffects
import DITesting
import DIWrappers
import Foundation
import InboxApp
import InboxPreviews
import Testing

/// From an app team's package: what a preview or a simulated UI-test launch builds from the values it picks stays
/// with it, in the feature's own container too, and a preview scenario starts from the preview's world.
@Suite("What previews and simulated launches build stays with them")
struct RegionRulesTests {
    @Test("a preview's sync engine is its own: the next preview builds another and the test gets its test value")
    func previewSingletonStaysInThePreview() {
        let first = InboxPreviews.syncing()
        let second = InboxPreviews.syncing()
        #expect(first.content.source == "samples")
        #expect(second.content.source == "samples")
        #expect(first.content !== second.content)
        #expect(inboxServices.resolveAssert(SyncEngine.self).source == "fixtures")
    }

    @Test("an awaited preview's sync engine is its own too")
    func awaitedPreviewSingletonStaysInThePreview() async throws {
        let preview = try await InboxPreviews.syncingAwaited()
        #expect(preview.content.source == "samples")
        #expect(try await inboxServices.resolveAsync(SyncEngine.self).source == "fixtures")
    }

    @Test("a UI test's simulated launch gets its launch value, and the sync engine it builds ends with it")
    func simulatedLaunchSingletonStaysInTheLaunch() async throws {
        let offline = LaunchEnvironment.withLaunch(arguments: ["-offlineSync"]) {
            inboxServices.resolveAssert(SyncEngine.self)
        }
        let awaited = try await LaunchEnvironment.withLaunch(arguments: ["-offlineSync"]) {
            try await inboxServices.resolveAsync(SyncEngine.self)
        }
        #expect(offline.source == "offline")
        #expect(awaited.source == "offline")
        #expect(inboxServices.resolveAssert(SyncEngine.self).source == "fixtures")
    }

    @Test("a preview scenario that fixes the clock keeps the preview world's other effects: nothing is reported")
    func previewScenarioStartsFromThePreviewWorld() {
        let preview = InboxPreviews.frozenClock()
        #expect(preview.content.0 == Date(timeIntervalSince1970: 0))
        #expect(preview.reports.isEmpty, "\(preview.reports)")
    }
}
