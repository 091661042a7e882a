import DITesting
import DIWrappers
import Testing

// The DIWrappers catalog's examples, verbatim. Each block marked
// `<!-- compiled: Tests/DIWrappersTests/ArticleExamples/WrappersArticleExamplesTests.swift -->` is found here as a
// whole by Tests/DICoreTests/DocumentationBlocksTests.swift.

/// The logger the module page's context-values example hands a test.
private final class SilentLogger: Logger {
    let name = "silent"
}

struct SignUpView {
    @Inject var logger: Logger
}

@Suite("DIWrappers article examples")
struct WrappersArticleExamplesTests {
    @Test("the module page binds at launch and the view's @Inject resolves from it", .isolatedDependencies)
    func launchBindings() {
        Container.bind(Logger.self, value: RemoteLogger())
        Container.bind(Database.self, value: Database(logger: nil))
        Container.bind(.singleton, to: JobQueue.self) { container in
            JobQueue(database: container.resolveAssert(Database.self))
        }
        #expect(SignUpView().logger is RemoteLogger)
        #expect(Container.main.resolveAssert(JobQueue.self) === Container.main.resolveAssert(JobQueue.self))
    }

    @Test("Vaccine's spelling and @Inject(P.self) read the same store", .isolatedDependencies)
    func vaccineSpelling() {
        Vaccine.setCure(for: ChuckNorrisServicing.self, with: ChuckNorrisService())

        final class JokeViewModel {
            @Inject(ChuckNorrisServicing.self) private var service
        }
        _ = JokeViewModel()  // Vaccine's @Inject(P.self) resolves when its owner is created
        #expect(Vaccine.getCure(for: ChuckNorrisServicing.self).joke() == "live joke")
    }

    @Test("a binding with context values hands a test its test value", .isolatedDependencies)
    func contextValues() {
        Container.bind(
            .singleton, to: (any Logger).self,
            live: { _ in RemoteLogger() },
            test: { _ in SilentLogger() },
            preview: { _ in ConsoleLogger() })
        #expect(Container.main.resolveAssert((any Logger).self) is SilentLogger)
    }

    @Test func logsToConsole() {
        Container.withOverrides {
            $0.bind(Logger.self, value: ConsoleLogger())
        } operation: {
            #expect(SignUpView().logger is ConsoleLogger)
        }
    }

    @Test("a parent's factory sees the child that asked, as the migration guide shows")
    func parentFactorySeesTheChild() {
        let parent = Container()
        let child = Container(parent: parent)
        parent.bind(Database.self) { container in
            Database(logger: container.resolve(Logger.self))
        }
        child.bind(Logger.self, value: ConsoleLogger())
        #expect(child.resolveAssert(Database.self).logger is ConsoleLogger)
    }
}
