import DIWrappers
import Testing

// The examples of Docs/DIToolkit.docc/Previews.md, verbatim; each block is found here as a whole by
// Tests/DICoreTests/DocumentationBlocksTests.swift.

enum InboxPreviews {
    // a preview wires what it shows: the app's launch code does not run in a
    // preview
    static func wire() {
        Container.main.bind(
            .singleton, to: (any MessageStore).self,
            live: { _ in RemoteMessageStore() },
            test: { _ in SampleMessageStore() },
            preview: { _ in SampleMessageStore() })
        Container.main.bind(
            (any Clock).self, live: { _ in SystemClock() },
            test: { _ in FrozenClock() })  // no preview value
    }

    static func emptyInbox() -> PreviewRun<InboxModel> {
        PreviewRegion.run {
            wire()
            Container.main.bind(
                (any MessageStore).self, value: SampleMessageStore(messages: [])
            )
            return InboxModel()
        }
    }

    static func fullInbox() -> PreviewRun<InboxModel> {
        PreviewRegion.run {
            wire()
            return InboxModel()
        }
    }
}

enum InboxScenarios {
    static let all = DependencyScenarios(
        "InboxScenarios",
        [
            DependencyScenario("emptyInbox") {
                $0.bind(
                    (any MessageStore).self,
                    value: SampleMessageStore(messages: []))
            }
        ])
}

@Test(.scenario("emptyInbox", in: InboxScenarios.all))
func emptyInboxShowsNothing() {
    InboxPreviews.wire()
    #expect(InboxModel().messages.isEmpty)
}

func emptyInboxPreview() throws -> PreviewRun<InboxModel> {
    try PreviewRegion.run(scenario: InboxScenarios.all.named("emptyInbox")) {
        InboxPreviews.wire()
        return InboxModel()
    }
}

protocol MessageStore: Sendable {
    var messages: [String] { get }
}

struct RemoteMessageStore: MessageStore {
    var messages: [String] { fatalError("a preview must never reach the server") }
}

struct SampleMessageStore: MessageStore {
    var messages = ["Lunch?", "Your order has shipped"]
}

protocol Clock: Sendable {
    var hour: Int { get }
}

struct SystemClock: Clock {
    var hour: Int { 12 }
}

struct FrozenClock: Clock {
    var hour: Int { 9 }
}

/// The screen's model: reads its store and clock when it is made, inside the preview's region.
struct InboxModel {
    let messages: [String]
    let hour: Int

    init() {
        messages = Container.main.resolveAssert((any MessageStore).self).messages
        hour = Container.main.resolveAssert((any Clock).self).hour
    }
}

@Suite("Previews article examples")
struct PreviewsExamplesTests {
    @Test("each preview keeps its own store, leaves nothing in the process, and is told about the clock (DI017)")
    func previewsAreIsolatedAndTold() {
        let empty = InboxPreviews.emptyInbox()
        let full = InboxPreviews.fullInbox()
        #expect(empty.content.messages.isEmpty)
        #expect(full.content.messages == ["Lunch?", "Your order has shipped"])
        #expect(full.content.hour == 12, "the live clock, which declares no preview value")
        #expect(empty.reports.map(\.code) == [.noPreviewValue])
        #expect(full.reports.map(\.code) == [.noPreviewValue])
        #expect(Container.main.resolve((any MessageStore).self) == nil)
    }

    @Test("the scenario's preview shows the empty inbox, and its test passes above")
    func scenarioPreview() throws {
        #expect(try emptyInboxPreview().content.messages.isEmpty)
    }
}
