import DICore
import DIWrappers
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
}
