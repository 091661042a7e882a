@_spi(Testing) import DICore
import DIEffects
import DIReader
import DIRegistry
import DITesting
import DIWrappers
import DocumentationChecks
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The examples of Docs/DIToolkit.docc/Testing.md, compiled and run; each block appears there verbatim.
// They reuse the view models of ChoosingAStyleExamplesTests.swift, as the article does.

protocol ClockContext: Sendable {
    var now: @Sendable () -> Date { get }
}

struct LiveClockContext: ClockContext {
    let now = CommonDependencies.Now.live()
}

struct FixedClockContext: ClockContext {
    let now = CommonDependencies.Now.constant(.distantPast)
}

enum Receipt: HasStaticContextStorage {
    typealias Context = any ClockContext
    static let contextStorage = StaticContextStorage(
        Resolver<Receipt, any ClockContext>(context: LiveClockContext()))

    static var date: Date { resolve[\.now]() }
}

@Suite("Testing with DIToolkit: the article's examples")
struct TestingArticleExamplesTests {
    @Test("a scoped static context reaches the type for this task only")
    func receiptIsDatedByTheFixedContext() {
        withContext(Receipt.self, FixedClockContext()) {
            #expect(Receipt.date == .distantPast)
        }
        #expect(Receipt.date != .distantPast)  // the live context again
    }

    @Test("withWorld scopes a changed world to the operation")
    func worldIsScoped() async throws {
        try await withWorld {
            $0.now = CommonDependencies.Now.constant(Date(timeIntervalSince1970: 0))
            $0.urlRequest = cannedJokeRequester()
        } operation: {
            let model = WorldJokeViewModel()  // takes World.current
            let joke = try await model.loadJoke()
            #expect(model.time == Date(timeIntervalSince1970: 0))
            #expect(joke == "Chuck Norris counted to infinity. Twice.")
        }
    }

    @Test("a TestClock wakes a sleeper only when virtual time reaches its deadline")
    func retryWaitsFiveSeconds() async throws {
        let clock = TestClock()
        let retry = Task {
            try await clock.sleep(for: .seconds(5))
            return "retried"
        }
        await clock.waitForSleepers(1)  // the task is asleep: its deadline is fixed
        await clock.advance(by: .seconds(4))
        #expect(clock.sleeperCount == 1)  // not yet
        await clock.advance(by: .seconds(1))
        #expect(try await retry.value == "retried")
    }

    @Test("a TestScheduler runs due work on advance, synchronously")
    func debouncedSearchRunsAfterThreeHundredMilliseconds() {
        let testScheduler = TestScheduler()
        let world = World.mock(scheduler: testScheduler)
        let searches = Mocked<[String]>([])
        world.mainScheduler.schedule(after: .milliseconds(300)) {
            searches.next.append("swift")
        }
        testScheduler.advance(by: .milliseconds(299))
        #expect(searches.next.isEmpty)
        testScheduler.advance(by: .milliseconds(1))
        #expect(searches.next == ["swift"])
    }

    @Test("a stubbed URLSession answers with a Mocked handler's response")
    func stubbedSessionAnswersWithTheCannedResponse() async throws {
        let handler = Mocked<CommonDependencies.URLSessions.RequestHandler>({
            request in
            .successful(from: request.url!, data: Data(cannedJoke.utf8))
        })
        let session = CommonDependencies.URLSessions.mock(handler)
        let (data, _) = try await session().data(from: jokeURL)
        #expect(
            try JSONDecoder().decode(Joke.self, from: data).value
                == "Chuck Norris counted to infinity. Twice.")

        handler.next = { request in .http500(from: request.url!) }
        let (_, response) = try await session().data(from: jokeURL)
        #expect((response as? HTTPURLResponse)?.statusCode == 500)
    }

    @Test("an unimplemented effect reports its name and returns a fallback")
    func unimplementedNowIsReported() {
        let world = World.unimplemented()
        let (date, reports) = DiagnosticReporter.collectReports { world.now() }
        #expect(reports.map(\.summary) == ["Unimplemented: Now"])
        // the documented fallback
        #expect(date == CommonDependencies.Now.referenceDate)
    }

    @Test("an unimplemented request function reports and throws")
    func unimplementedRequestThrows() async {
        let world = World.unimplemented()
        let (_, reports) = await DiagnosticReporter.collectReports {
            await #expect(throws: DIError.self) {
                try await WorldJokeViewModel(world: world).loadJoke()
            }
        }
        #expect(reports.map(\.summary) == ["Unimplemented: URLRequester"])
    }

    @Test("an unimplemented report carries the rule and the fix the article quotes")
    func unimplementedReportText() {
        let (_, reports) = DiagnosticReporter.collectReports { _ = World.unimplemented().now() }
        let lines = reports.first?.description.components(separatedBy: "\n") ?? []
        #expect(lines.first == "Unimplemented: Now")
        #expect(lines.contains("  Code:       DI008"))
        #expect(lines.contains("An unimplemented value marks a dependency the code under test must not use."))
        #expect(
            lines.last
                == "To fix, give the test a controllable value for Now (e.g. .constant or .incrementing), "
                + "or find out why the code under test reached it.")
    }

    @Test("a trap is captured instead of stopping the test process")
    func missingBindingTrapIsCaptured() {
        let error = DiagnosticReporter.captureTrap {
            Container.withFreshMain {
                _ = WrappersJokeViewModel().time  // nothing bound: @Inject traps
            }
        }
        #expect(error?.code == .notRegistered)
        #expect(error?.key == DependencyKey((@Sendable () -> Date).self))
    }

    @Test("an @Inject with nothing bound stops the process")
    func missingBindingStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            // nothing bound in main: @Inject traps
            _ = WrappersJokeViewModel().time
        }
    }

    @Test("every example the Testing article marks as compiled is in one of the seven example files it names")
    func everyMarkedExampleIsCompiled() throws {
        let article = "Docs/DIToolkit.docc/Testing.md"
        let here = "Tests/DIEffectsTests/ArticleExamples/TestingArticleExamplesTests.swift"
        let xcTest = "Tests/DIEffectsTests/ArticleExamples/TestingArticleXCTestExamples.swift"
        let trait = "Tests/DIEffectsTests/ArticleExamples/TestingArticleTraitExamplesTests.swift"
        let feature = "Tests/DIEffectsTests/ArticleExamples/ChoosingAStyleExamplesTests.swift"
        let buoy = "Tests/DIRegistryTests/ArticleExamples/RegistryArticleXCTestExamples.swift"
        let loud = "Tests/DIEffectsTests/ArticleExamples/TestingArticleLoudTestsExamples.swift"
        let security = "Tests/DIEffectsTests/ArticleExamples/TestingArticleSecurityExamples.swift"
        let paths: Set = [here, xcTest, trait, feature, buoy, loud, security]
        #expect(try MarkedExamples.markedTestPaths(documentPath: article) == paths)
        var total = 0
        for testPath in paths {
            let (marked, missing) = try MarkedExamples.missingExamples(documentPath: article, testPath: testPath)
            total += marked
            #expect(
                missing.isEmpty, "\(article) has examples not in \(testPath):\n\(missing.joined(separator: "\n\n"))")
        }
        #expect(total >= 10, "\(article) marks \(total) examples as compiled")
    }
}
