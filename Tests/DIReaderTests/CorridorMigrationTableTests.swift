import DIReader
import DocumentationChecks
import Foundation
import Testing

// The examples of the Corridor migration table (MigratingFromCorridor.md and the summary in Migrating.md), compiled
// and run; each appears verbatim in a row of the table, so every API the table names exists. The README's own setup
// (`typealias Context = AppContext`, the `default` resolver, `ContextAware`) is compiled in CorridorReadmePattern.swift.

/// A context-aware screen declared as Corridor's README declares one.
final class TableScreen: HasInstanceContext {
    var resolve = `default`
    lazy var tableChild = resolve[Nested()]
}

/// A main-actor class, as a `UIViewController` subclass is.
@MainActor
final class TableMainActorScreen: @MainActor HasInstanceContext {
    var resolve = `default`
}

/// A type with a static resolver, the Swift 6 way.
enum TableFormatter: HasStaticContextStorage {
    typealias Context = ClockContext
    static let contextStorage = StaticContextStorage(TableFormatter.default)
}

/// The README's `var resolve` set to the `default` resolver, with the member written after a dot, as the tables show it.
struct TableDotScreen: HasInstanceContext {
    var resolve = TableDotScreen.default
}

/// Corridor's own static spelling, which Swift 6 accepts only as explicitly unsynchronised.
enum TableLegacyStatic: HasStaticContext {
    nonisolated(unsafe) static var resolve = TableLegacyStatic.default
}

extension HasInstanceContext where Context == AppContext {
    var tableNow: Date { resolve[\.now] }
    var tableNested: Nested { resolve[\.nested] }
}

extension HasInstanceContext where Context == ClockContext {
    var tableFace: ClockFace { resolve[\.face] }
    var tablePendulum: Pendulum { resolve[\.pendulum] }
}

@Suite("Corridor migration table")
struct CorridorMigrationTableTests {
    static let documents = [
        "Sources/DIReader/DIReader.docc/MigratingFromCorridor.md", "Docs/DIToolkit.docc/Migrating.md",
    ]
    static let testPaths = [
        "Tests/DIReaderTests/CorridorMigrationTableTests.swift",
        "Tests/DIReaderTests/Support/CorridorReadmePattern.swift",
    ]

    /// Corridor 1.0.1's public API (Sources/HasContext.swift, Resolver.swift, Functions.swift) and its README setup.
    static let corridorAPI = [
        "HasContext", "HasInstanceContext", "HasStaticContext", "Resolver<", "Resolver.Context", "Resolver(context:)",
        "Resolver.context", "Resolver.apply(_:)", "resolve[\\.now]", "resolve[\\.api]", "resolve[\\.formatter]",
        "resolve[Child()]", "Resolver.description", "withContext(_:_:)", "extension HasContext", "ContextAware",
    ]

    @Test("every row of the Corridor table says what changed, and its example is compiled here")
    func tableHolds() throws {
        let table = try MigrationTable(documentPath: Self.documents[0], testPaths: Self.testPaths)
        #expect(table.problems(requiring: Self.corridorAPI) == [])
    }

    @Test("the summary table in Migrating.md holds too")
    func summaryHolds() throws {
        let table = try MigrationTable(documentPath: Self.documents[1], testPaths: Self.testPaths)
        #expect(table.problems() == [])
    }

    @Test("the protocols and the resolver: the same spellings, the same results")
    func protocolsAndResolver() {
        let contextType = TableScreen.Context.self
        let sourceType = TableScreen.Source.self
        let resolverContext = Resolver<TableScreen, AppContext>.Context.self
        #expect(contextType == resolverContext && sourceType == TableScreen.self)
        let resolver: Resolver<TableScreen, AppContext> = Resolver(context: MockContext())
        #expect(resolver.context is MockContext)
        let screen = TableScreen()
        let current = screen.resolve.context
        #expect(current is DefaultContext)
        screen.resolve.apply(MockContext())
        #expect(screen.tableNow == .distantPast)
        #expect(screen.tableNested.now == .distantPast)
        #expect(screen.tableChild.now == .distantPast)
        #expect(String(describing: resolver) == "Resolver<TableScreen, AppContext> with MockContext()")
    }

    @Test("withContext for an instance and for a type")
    func withContextForms() {
        let test = withContext(TableScreen(), MockContext())
        #expect(test.tableNow == .distantPast)
        DependencyIsolation.withFreshState {
            withContext(TableFormatter.self, StoppedClock(instant: frozenDate))
            #expect(TableFormatter.clockNow == frozenDate)
        }
    }

    @Test("extending a static-context value switches the type; a value with both contexts gets both")
    func staticExtend() {
        DependencyIsolation.withFreshState {
            let dial = withContext(Dial(), StoppedClock(instant: frozenDate))
            _ = dial.tableFace
            #expect(ClockFace.clockNow == frozenDate)
            #expect(dial.tablePendulum.clockNow == frozenDate && Pendulum.clockNow == frozenDate)
        }
    }

    @Test("a main-actor class conforms with @MainActor HasInstanceContext")
    @MainActor
    func mainActorScreen() {
        #expect(withContext(TableMainActorScreen(), MockContext()).tableNow == .distantPast)
    }

    @Test("the playground's Reader and >=>, and AsyncReader where it had a Future")
    func readers() async throws {
        let reader = Reader<AppContext, Date> { context in context.now }
        #expect(reader.run(MockContext()) == .distantPast)
        let year: (Date) -> Reader<AppContext, Int> = { date in
            Reader(value: Calendar.current.component(.year, from: date))
        }
        let label: (Int) -> Reader<AppContext, String> = { year in Reader(value: "year \(year)") }
        let chain = year >=> label
        #expect(chain(.distantPast).run(MockContext()) == "year 1")
        let later = AsyncReader<AppContext, Date> { context in context.now }
        #expect(try await later.run(MockContext()) == .distantPast)
    }
}
