import DIEffects
import DIReader
import DIRegistry
import DIWrappers
import DocumentationChecks
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The side-by-side feature of Docs/DIToolkit.docc/ChoosingAStyle.md, compiled and run: one view model that
// shows the current time and a joke loaded over the network, written in each of the four styles, each with
// its test. Each block below appears verbatim in the article (see ArticleExampleCheck).

let jokeURL = URL(string: "https://api.chucknorris.io/jokes/random")!

struct Joke: Decodable {
    let value: String
}

let cannedJoke = #"{"value": "Chuck Norris counted to infinity. Twice."}"#

/// A request function that answers every request with `cannedJoke`, as the
/// server would.
func cannedJokeRequester() -> URLRequester {
    CommonDependencies.URLRequesters.mock { request in
        .successful(from: request.url!, data: Data(cannedJoke.utf8))
    }
}

// MARK: Reader

protocol JokeContext: Sendable {
    var now: @Sendable () -> Date { get }
    var urlRequest: URLRequester { get }
}

struct LiveJokeContext: JokeContext {
    let now = CommonDependencies.Now.live()
    let urlRequest = CommonDependencies.URLRequesters.live()
}

final class ReaderJokeViewModel: HasInstanceContext {
    typealias Context = any JokeContext
    var resolve = Resolver<ReaderJokeViewModel, any JokeContext>(
        context: LiveJokeContext())

    var time: Date { resolve[\.now]() }

    func loadJoke() async throws -> String {
        let (data, _) = try await resolve[\.urlRequest](
            URLRequest(url: jokeURL))
        return try JSONDecoder().decode(Joke.self, from: data).value
    }
}

struct TestJokeContext: JokeContext {
    var now = CommonDependencies.Now.constant(Date(timeIntervalSince1970: 0))
    var urlRequest = cannedJokeRequester()
}

// MARK: Wrappers

func bindJokeDependencies() {
    Container.bind(value: CommonDependencies.Now.live())
    Container.bind(value: CommonDependencies.URLRequesters.live())
}

final class WrappersJokeViewModel {
    @Inject var now: @Sendable () -> Date
    @Inject var urlRequest: URLRequester

    var time: Date { now() }

    func loadJoke() async throws -> String {
        let (data, _) = try await urlRequest(URLRequest(url: jokeURL))
        return try JSONDecoder().decode(Joke.self, from: data).value
    }
}

// MARK: Registry

final class JokeRegistry: Registry {
    init(
        now: @escaping @Sendable () -> Date, urlRequest: @escaping URLRequester
    ) {
        self.now = now
        self.urlRequest = urlRequest
        super.init()
    }

    static func createMockShared() -> JokeRegistry {
        JokeRegistry(
            now: CommonDependencies.Now.constant(
                CommonDependencies.Now.referenceDate),
            urlRequest: CommonDependencies.URLRequesters.mock(
                CommonDependencies.URLSessions.defaultRequestHandler))
    }

    let now: @Sendable () -> Date
    let urlRequest: URLRequester
}

func setupJokeRegistry() {
    JokeRegistry.assignDesiredImplementation(
        to: JokeRegistry(
            now: CommonDependencies.Now.live(),
            urlRequest: CommonDependencies.URLRequesters.live()))
}

final class RegistryJokeViewModel {
    private let registry = JokeRegistry.shared

    var time: Date { registry.now() }

    func loadJoke() async throws -> String {
        let (data, _) = try await registry.urlRequest(URLRequest(url: jokeURL))
        return try JSONDecoder().decode(Joke.self, from: data).value
    }
}

// MARK: World

final class WorldJokeViewModel {
    private let world: World

    init(world: World = .current) {
        self.world = world
    }

    var time: Date { world.now() }

    func loadJoke() async throws -> String {
        let (data, _) = try await world.urlRequest(URLRequest(url: jokeURL))
        return try JSONDecoder().decode(Joke.self, from: data).value
    }
}

@Suite("Choosing a style: the side-by-side feature")
struct ChoosingAStyleExamplesTests {
    @Test(
        "Reader: the view model shows the test context's time and its canned joke")
    func readerViewModel() async throws {
        let model = withContext(ReaderJokeViewModel(), TestJokeContext())
        #expect(model.time == Date(timeIntervalSince1970: 0))
        #expect(
            try await model.loadJoke() == "Chuck Norris counted to infinity. Twice."
        )
    }

    @Test("Wrappers: the view model shows the overridden time and the canned joke")
    func wrappersViewModel() async throws {
        try await Container.withOverrides {
            $0.bind(
                value: CommonDependencies.Now.constant(
                    Date(timeIntervalSince1970: 0)))
            $0.bind(value: cannedJokeRequester())
        } operation: {
            let model = WrappersJokeViewModel()
            let joke = try await model.loadJoke()
            #expect(model.time == Date(timeIntervalSince1970: 0))
            #expect(joke == "Chuck Norris counted to infinity. Twice.")
        }
    }

    @Test("Registry: the view model shows the overriding registry's values")
    func registryViewModel() async throws {
        let registry = JokeRegistry(
            now: CommonDependencies.Now.constant(Date(timeIntervalSince1970: 0)),
            urlRequest: cannedJokeRequester())
        try await JokeRegistry.withOverride(registry) {
            let model = RegistryJokeViewModel()
            let joke = try await model.loadJoke()
            #expect(model.time == Date(timeIntervalSince1970: 0))
            #expect(joke == "Chuck Norris counted to infinity. Twice.")
        }
    }

    @Test("World: the view model shows the test world's time and canned joke")
    func worldViewModel() async throws {
        var world = World.mock()
        world.now = CommonDependencies.Now.constant(Date(timeIntervalSince1970: 0))
        world.urlRequest = cannedJokeRequester()
        let model = WorldJokeViewModel(world: world)
        #expect(model.time == Date(timeIntervalSince1970: 0))
        #expect(
            try await model.loadJoke() == "Chuck Norris counted to infinity. Twice."
        )
    }

    @Test("the live wiring of each style hands the view models the live effects")
    func liveWiring() {
        // Run as the app does: in the test context World.current would be the world of a test that set none.
        DependencyContext.withContext(.live) {
            DependencyIsolation.withFreshState {
                bindJokeDependencies()
                setupJokeRegistry()
                let before = Date()
                #expect(ReaderJokeViewModel().time >= before)
                #expect(WrappersJokeViewModel().time >= before)
                #expect(RegistryJokeViewModel().time >= before)
                #expect(WorldJokeViewModel().time >= before)
            }
        }
    }

    @Test("every example One feature in four styles marks as compiled is in this file")
    func everyMarkedExampleIsCompiled() throws {
        let article = "Docs/DIToolkit.docc/StylesSideBySide.md"
        let testPath = "Tests/DIEffectsTests/ArticleExamples/ChoosingAStyleExamplesTests.swift"
        #expect(try MarkedExamples.markedTestPaths(documentPath: article) == [testPath])
        let (marked, missing) = try MarkedExamples.missingExamples(documentPath: article, testPath: testPath)
        #expect(marked >= 9, "\(article) marks \(marked) examples as compiled")
        #expect(missing.isEmpty, "\(article) has examples not compiled here:\n\(missing.joined(separator: "\n\n"))")
    }
}
