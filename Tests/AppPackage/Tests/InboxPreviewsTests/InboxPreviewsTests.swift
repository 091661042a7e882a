import DICore
import DITesting
import DIWrappers
import InboxApp
import InboxPreviews
import Testing

@Suite("The inbox's previews")
struct InboxPreviewsTests {
    @Test("two previews in one process keep their own store, and leave none in the process")
    func previewsDoNotBleed() {
        let empty = InboxPreviews.empty()
        let full = InboxPreviews.full()
        #expect(empty.content.messages.isEmpty)
        #expect(full.content.messages == ["Lunch?", "Your order has shipped"])
        #expect(Container.main.resolve((any MessageStore).self) == nil)
    }

    @Test("a preview that reaches the greeting world, which has no preview world, is told (DI017)")
    func missingPreviewWorldIsReported() throws {
        let full = InboxPreviews.full()
        #expect(full.content.greeting == "Good morning from the server")
        let report = try #require(full.reports.first)
        #expect(full.reports.count == 1)
        #expect(report.code == .noPreviewValue)
        #expect(report.description.contains("GreetingWorld.current"))
    }

    @Test("the app's tests still get the test values", .isolatedDependencies)
    func testsGetTestValues() {
        wireInbox()
        let model = InboxModel()
        #expect(model.messages == ["Lunch?", "Your order has shipped"])
        #expect(model.greeting == "Hello, test")
    }
}
