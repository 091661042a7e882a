import DIReader
import DITesting
import Foundation
import Testing

// DIReader's "Static contexts in Swift 6" examples (and the migration guide's storage example), verbatim; each
// block is found here as a whole by Tests/DICoreTests/DocumentationBlocksTests.swift. This target has no other
// module-wide context, so the article's `AppContext` and Corridor's module-wide `HasContext` extension fit here.

extension HasContext {
    typealias Context = AppContext
    static var `default`: Resolver<Self, AppContext> { Resolver(context: ProductionContext()) }
}

struct ProductionContext: AppContext { var now: Date { Date() } }
struct MockContext: AppContext { var now: Date { .distantPast } }
struct PreviewContext: AppContext { var now: Date { Date(timeIntervalSince1970: 0) } }

/// The instance the switching examples refresh: it reads `Formatter`'s static context.
struct Screen: HasInstanceContext {
    var resolve = `default`

    @discardableResult
    func refresh() async -> Date { Formatter.now }
}

// MARK: Declaring

protocol AppContext: Sendable {
    var now: Date { get }
}

enum Formatter: HasStaticContextStorage {
    static let contextStorage = StaticContextStorage(`default`)
}

extension HasStaticContext where Context == AppContext {
    static var now: Date { resolve[\.now] }
}

enum LoggedFormatter: HasStaticContext {
    static let contextStorage = StaticContextStorage(`default`)
    static var resolve: Resolver<LoggedFormatter, AppContext> {
        get { contextStorage.resolver }
        set { contextStorage.resolver = newValue }
    }
}

// MARK: A context per DependencyContext

enum ContextualFormatter: HasStaticContextStorage {
    typealias Context = AppContext
    static let contextStorage =
        StaticContextStorage<ContextualFormatter, AppContext>(
            live: ProductionContext(), test: MockContext(),
            preview: PreviewContext())
}

// MARK: Extending a static-context value

struct ReceiptFormatter: HasStaticContextStorage {
    static let contextStorage = StaticContextStorage(`default`)
}

extension AppContext {
    var formatter: ReceiptFormatter { ReceiptFormatter() }
}

extension HasInstanceContext where Context == AppContext {
    var formatter: ReceiptFormatter { resolve[\.formatter] }
}

@Suite("DIReader's static contexts article", .isolatedDependencies)
struct StaticContextsExamplesTests {
    @Test("a storage declared per context hands a test its test context with nothing switched")
    func contextValues() {
        #expect(ContextualFormatter.now == .distantPast)
    }

    @Test("a hand-written resolve forwards to the storage")
    func handWrittenResolve() {
        LoggedFormatter.resolve = Resolver(context: MockContext())
        #expect(LoggedFormatter.now == .distantPast)
    }

    @Test("the three ways to switch: scoped, this test's, the process's")
    func switching() async {
        let screen = Screen()
        // 1. Only this task tree, only inside the closure (tests, previews):
        await withContext(Formatter.self, MockContext()) {
            await screen.refresh()
        }

        // 2. This test only, inside DependencyIsolation.withFreshState (DITesting wraps
        // each test in it):
        DependencyIsolation.withFreshState {
            withContext(Formatter.self, MockContext())
        }

        // 3. The whole process (app start-up), guarded by a lock:
        withContext(Formatter.self, ProductionContext())
        #expect(await screen.refresh() != .distantPast)  // this test's own process-wide switch, from the trait
        await withContext(Formatter.self, MockContext()) {
            #expect(await screen.refresh() == .distantPast)
        }
    }

    @Test("extending a value whose type reads a static context switches that type")
    func staticExtend() {
        // ReceiptFormatter's static accessors now read MockContext
        _ = withContext(Screen(), MockContext()).formatter
        #expect(ReceiptFormatter.now == .distantPast)
    }
}
