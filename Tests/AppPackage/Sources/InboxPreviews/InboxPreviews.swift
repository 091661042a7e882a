import DICore
import DIEffects
import DIWrappers
import Foundation
import InboxApp

/// What the inbox's `#Preview`s build, each in its own preview region (a SwiftUI view would show `reports`).
public enum InboxPreviews {
    /// An empty inbox: this preview's own store, seen by no other preview.
    public static func empty() -> PreviewRun<InboxModel> {
        PreviewRegion.run {
            wireInbox()
            Container.main.bind((any MessageStore).self, value: SampleMessageStore(messages: []))
            return InboxModel()
        }
    }

    /// The inbox with its sample messages.
    public static func full() -> PreviewRun<InboxModel> {
        PreviewRegion.run {
            wireInbox()
            return InboxModel()
        }
    }

    /// The sync engine a preview shows: the preview's own, built from its preview value.
    public static func syncing() -> PreviewRun<SyncEngine> {
        PreviewRegion.run { inboxServices.resolveAssert(SyncEngine.self) }
    }

    /// The sync engine, built with `await` as an async screen model builds it.
    public static func syncingAwaited() async throws -> PreviewRun<SyncEngine> {
        try await PreviewRegion.run { try await inboxServices.resolveAsync(SyncEngine.self) }
    }

    /// A preview in a scenario that fixes the clock alone: the preview world's other effects stay the preview's.
    public static func frozenClock() -> PreviewRun<(Date, UUID)> {
        let scenario = DependencyScenario("frozenClock") {
            $0.world.now = CommonDependencies.Now.constant(Date(timeIntervalSince1970: 0))
        }
        return PreviewRegion.run(scenario: scenario) { (World.current.now(), World.current.uuid()) }
    }
}
