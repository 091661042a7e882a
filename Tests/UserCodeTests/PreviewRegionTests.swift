import DICore
import DIEffects
import DIReader
import DIWrappers
import Testing

/// Previews isolated like tests, and a preview that reaches a dependency with no preview value told so.
@Suite("Preview regions")
struct PreviewRegionTests {
    @Test("a preview that reaches a binding with no preview value shows DI017 among its reports")
    func missingPreviewValueIsShown() throws {
        let container = Container(name: "previews")
        container.bind(String.self, id: "greeting", live: { _ in "live" }, test: { _ in "test" })
        let preview = PreviewRegion.run { container.resolve(String.self, id: "greeting") }
        #expect(preview.content == "live")
        let report = try #require(preview.reports.first)
        #expect(preview.reports.count == 1)
        #expect(report.code == .noPreviewValue)
        #expect(report.summary.contains("handed out its live value in a preview"))
    }

    @Test("a preview value is read with nothing reported, and the preview context ends with the region")
    func declaredPreviewValueIsQuiet() {
        let container = Container(name: "previews")
        container.bind(
            String.self, id: "greeting", live: { _ in "live" }, test: { _ in "test" }, preview: { _ in "preview" })
        let preview = PreviewRegion.run { container.resolve(String.self, id: "greeting") }
        #expect(preview.content == "preview")
        #expect(preview.reports.isEmpty)
        #expect(container.resolve(String.self, id: "greeting") == "test")
    }

    @Test("two previews in one process each get their own main container and singletons, and leave the process's")
    func previewsDoNotBleed() {
        final class Model: Sendable {}
        let first = PreviewRegion.run { () -> Model in
            Container.main.bind(String.self, id: "preview-only", value: "first")
            Container.main.bind(.singleton, to: Model.self) { _ in Model() }
            return Container.main.resolveAssert(Model.self)
        }
        let second = PreviewRegion.run { () -> (String?, Model?) in
            (Container.main.resolve(String.self, id: "preview-only"), Container.main.resolve(Model.self))
        }
        #expect(second.content.0 == nil, "the second preview saw the first one's binding")
        #expect(second.content.1 == nil, "the second preview saw the first one's singleton")
        #expect(first.content !== second.content.1)
        #expect(Container.main.resolve(String.self, id: "preview-only") == nil)
    }

    @Test("a Reader context and a world with no preview value report DI017 in a preview, once each")
    func everyStyleReports() {
        let preview = PreviewRegion.run {
            _ = LiveAndTestScreen.resolve[\.name]
            _ = LiveAndTestScreen.resolve[\.name]
            _ = LiveAndTestWorld.current
        }
        #expect(preview.reports.map(\.code) == [.noPreviewValue, .noPreviewValue])
        #expect(
            preview.reports.map { report in report.facts.first { $0.label == "Style" }?.value } == [
                "DIReader", "DIEffects",
            ])
    }
}

struct Named: Sendable {
    let name: String
}

/// A static context with a live and a test context, and no preview context.
enum LiveAndTestScreen: HasStaticContextStorage {
    typealias Context = Named
    static let contextStorage = StaticContextStorage<LiveAndTestScreen, Named>(
        live: Named(name: "live"), test: Named(name: "test"))
}

/// A world with a live and a test world, and no preview world.
struct LiveAndTestWorld: AmbientWorld {
    var name: String
    static let live = LiveAndTestWorld(name: "live")
    static let test = LiveAndTestWorld(name: "test")
}
