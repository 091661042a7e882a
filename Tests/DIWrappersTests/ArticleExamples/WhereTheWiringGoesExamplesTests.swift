import DITesting
import DIWrappers
import Testing

// The examples of Docs/DIToolkit.docc/WhereTheWiringGoes.md, verbatim; each block is found here as a whole by
// Tests/DICoreTests/DocumentationBlocksTests.swift.

struct NotesStore: Sendable {
    var titles: @Sendable () -> [String]
    var save: @Sendable (String) -> Void
}

extension NotesStore {
    static let live = NotesStore(titles: { ["from disk"] }, save: { _ in })
    static let inMemory = NotesStore(titles: { ["test note"] }, save: { _ in })
}

enum NotesDependencies {
    // the app's launch wiring; every process that reads NotesStore runs it
    static func register() {
        Container.bind(
            .singleton, to: NotesStore.self,
            live: { _ in .live },
            test: { _ in .inMemory })
    }
}

final class NotesList {
    @Inject var store: NotesStore

    var titles: [String] { store.titles() }
}

@Suite("the notes list, wired as the app wires it", .isolatedDependencies)
struct NotesListTests {
    init() {
        // runs before each test, in that test's own Container.main
        NotesDependencies.register()
    }

    @Test("the list shows the test store's notes")
    func listShowsTheNotes() {
        #expect(NotesList().titles == ["test note"])
    }
}

extension Trait where Self == DependenciesTrait {
    /// Fresh state for each test, with the app's wiring run in it.
    static var notesWiring: Self {
        .dependencies { _ in NotesDependencies.register() }
    }
}

@Suite("the notes list, wired by a trait", .notesWiring)
struct NotesListTraitTests {
    @Test("the list shows the test store's notes")
    func listShowsTheNotes() {
        #expect(NotesList().titles == ["test note"])
    }

    @Test(
        "a test's own override wins over the wiring",
        .dependencies {
            $0.bind(NotesStore.self, value: .live)
        })
    func overrideWins() {
        #expect(NotesList().titles == ["from disk"])
    }
}

/// A stand-in for Vapor's `Application`: routes by path, answered in process.
final class Application {
    private var routes: [String: () throws -> String] = [:]

    func get(_ path: String, use handler: @escaping () throws -> String) {
        routes[path] = handler
    }

    func respond(to path: String) throws -> String {
        try routes[path]?() ?? "404"
    }

    func run() async throws {}
}

// Vapor's configure(_:): main calls it once, and a test once per test
func configure(_ app: Application) throws {
    NotesDependencies.register()
    app.get("notes") { NotesList().titles.joined(separator: "\n") }
}

enum NotesServer {
    static func main() async throws {
        let app = Application()
        try configure(app)
        try await app.run()
    }
}

/// Translates captions; its module declares its values beside it.
public struct TranslationClient: Sendable {
    /// The text in the reader's language.
    public var translate: @Sendable (_ text: String) -> String

    /// A client made of this endpoint.
    public init(translate: @escaping @Sendable (_ text: String) -> String) {
        self.translate = translate
    }
}

extension TranslationClient: TestDependency {
    /// The app's value: the translation service.
    public static let liveValue = TranslationClient { text in text }
    /// A test's value: the text in brackets, so a test sees it went through.
    public static let testValue = TranslationClient { text in "[\(text)]" }
}

final class Caption {
    @Inject var translation: TranslationClient  // no launch wiring

    func text(_ english: String) -> String { translation.translate(english) }
}

/// A Reader context still lists every dependency; the declared values fill it.
protocol CaptionContext {
    var translation: TranslationClient { get }
}

struct LiveCaptionContext: CaptionContext {
    let translation = TranslationClient.liveValue
}

@Suite("Where the wiring goes article")
struct WhereTheWiringGoesExamplesTests {
    @Test(
        "a test that sets nothing up gets the declared test value",
        .isolatedDependencies)
    func captionWithNothingSetUp() {
        #expect(Caption().text("Hello") == "[Hello]")
    }

    @Test("a bind wins over the declared values", .isolatedDependencies)
    func bindWinsOverTheDeclaration() {
        Container.bind(TranslationClient.self, value: .liveValue)
        #expect(Caption().text("Hello") == "Hello")
    }

    @Test("verify() counts a declared dependency as answered", .isolatedDependencies)
    func verifyCountsTheDeclaration() async {
        let report = await Container.main.verify(consumers: { Caption() })
        #expect(report.isValid, "\(report)")
    }

    @Test("a Reader context takes the declared live value")
    func readerContextTakesTheDeclaredValue() {
        #expect(LiveCaptionContext().translation.translate("Hi") == "Hi")
    }
    @Test("a server's async main runs the wiring before it serves", .isolatedDependencies)
    func serverMainRunsTheWiring() async throws {
        try await NotesServer.main()
        #expect(Container.main.isBound(NotesStore.self))
    }

    @Test("each test's configure(app) wires that test's own state", .isolatedDependencies)
    func configurePerTest() throws {
        let app = Application()
        try configure(app)
        #expect(try app.respond(to: "notes") == "test note")
    }

    @Test("an @Inject resolves at its first read, not when its owner is made", .isolatedDependencies)
    func injectResolvesAtFirstRead() {
        let list = NotesList()  // nothing resolved yet
        NotesDependencies.register()
        #expect(list.titles == ["test note"])  // resolved here, at the first read
    }

    @Test("without the wiring, a test's fresh state has no NotesStore", .isolatedDependencies)
    func withoutTheWiringNothingIsBound() throws {
        #expect(!Container.main.isBound(NotesStore.self))
        #expect(throws: DIError.self) { try Container.main.resolveThrowing(NotesStore.self) }
    }

}
