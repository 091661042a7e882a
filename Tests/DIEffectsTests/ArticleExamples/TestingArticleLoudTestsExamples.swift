import DIEffects
import DIReader
import DIRegistry
import DITesting
import DIWrappers
import Foundation
import Testing

// The examples of "What fails a test", "One line per test" and "Test values" in
// Docs/DIToolkit.docc/Testing.md, compiled and run; each block appears there verbatim.

protocol Logger: Sendable {
    func log(_ message: String)
}

struct RemoteLogger: Logger {
    func log(_ message: String) {}
}

struct ConsoleLogger: Logger {
    func log(_ message: String) { print(message) }
}

struct SilentLogger: Logger {
    func log(_ message: String) {}
}

let epoch = Date(timeIntervalSince1970: 0)

struct Entry: Equatable {
    let text: String
    let date: Date
}

/// Code under test: stamps each entry with the ambient world's date and logs it.
final class Journal {
    @Inject var logger: any Logger

    func newEntry(_ text: String) -> Entry {
        logger.log(text)
        return Entry(text: text, date: World.current.now())
    }
}

// MARK: Test values

func bindLogger() {
    Container.bind(
        .singleton, to: (any Logger).self,
        live: { _ in RemoteLogger() },
        test: { _ in SilentLogger() },
        preview: { _ in ConsoleLogger() })
}

enum Invoice: HasStaticContextStorage {
    typealias Context = any ClockContext
    static let contextStorage = StaticContextStorage<Invoice, any ClockContext>(
        live: LiveClockContext(), test: FixedClockContext())

    static var date: Date { resolve[\.now]() }
}

final class BannerRegistry: Registry {
    let message: String

    required init(message: String) {
        self.message = message
        super.init()
    }

    static func createMockShared() -> BannerRegistry {
        BannerRegistry(message: "")
    }

    static func createPreviewShared() -> BannerRegistry {
        BannerRegistry(message: "Sale ends Sunday!")
    }
}

struct AppWorld: AmbientWorld {
    var effects: World
    var logger: @Sendable () -> any Logger

    static let live = AppWorld(effects: .live, logger: { RemoteLogger() })
    static let test = AppWorld(
        effects: .unimplemented(), logger: { SilentLogger() })
    static let preview = AppWorld(effects: .mock(), logger: { ConsoleLogger() })
}

@Suite("Testing article: what fails a test, and test values")
struct TestingArticleLoudTestsExamples {
    @Test("reading World.current with no world set fails, unless expected")
    func unsetWorldFailsTheTest() {
        withKnownIssue(
            "no world was set: the test world's effects are unimplemented"
        ) {
            _ = WorldJokeViewModel().time  // reads World.current.now()
        }
    }

    @Test(
        "the launch wiring hands a test the logger's test value, with no re-binding"
    )
    func launchWiringUsesTheTestValue() {
        Container.withFreshMain {
            bindLogger()
            #expect(Container.resolveAssert((any Logger).self) is SilentLogger)
        }
    }

    @Test("a static context declared per context reads its test context in a test")
    func invoiceIsDatedByTheTestContext() {
        #expect(Invoice.date == .distantPast)  // nothing switched
    }

    @Test(
        "a registry's mock is its test value, and its preview value is for previews"
    )
    func registryContextValues() {
        #expect(BannerRegistry.shared.message.isEmpty)
        #expect(
            DependencyContext.withContext(.preview) {
                BannerRegistry.shared.message
            } == "Sale ends Sunday!")
    }

    @Test("an ambient world's test value is what a test that set none gets")
    func appWorldTestValue() {
        #expect(AppWorld.current.logger() is SilentLogger)
    }
}

// MARK: One line per test

@Suite(
    "Journal",
    .dependencies { $0.world.now = CommonDependencies.Now.constant(epoch) })
struct JournalTests {
    @Test(
        "a new entry is stamped with the world's date",
        .dependencies { $0.bind((any Logger).self, value: SilentLogger()) })
    func stampsTheEntry() {
        #expect(Journal().newEntry("Hello").date == epoch)
    }

    @Test(
        "the trait sets a registry and a static context too",
        .dependencies {
            $0.setRegistry(
                JokeRegistry(
                    now: CommonDependencies.Now.constant(epoch),
                    urlRequest: cannedJokeRequester()))
            $0.setContext(Receipt.self, FixedClockContext())
        })
    func setsARegistryAndAStaticContext() {
        #expect(RegistryJokeViewModel().time == epoch)
        #expect(Receipt.date == .distantPast)
    }
}
