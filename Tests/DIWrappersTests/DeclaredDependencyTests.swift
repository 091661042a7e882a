import DITesting
import DIWrappers
import Dispatch
import Testing

/// Each way a read of `FileClient` can be spelled, from ``Container/main`` unless it says otherwise.
enum DeclaredReadSpelling: String, CaseIterable, Sendable {
    case resolve, resolveAssert, resolveThrowing, staticResolveAssert, dependencyFunction
    case inject, functionLocalInject, injectEachRead, optional, provider, lazyProvider, childContainer

    func read() throws -> FileClient? {
        switch self {
        case .resolve: Container.main.resolve(FileClient.self)
        case .resolveAssert: Container.main.resolveAssert(FileClient.self)
        case .resolveThrowing: try Container.main.resolveThrowing(FileClient.self)
        case .staticResolveAssert: Container.resolveAssert(FileClient.self)
        case .dependencyFunction: dependency(FileClient.self)
        case .inject: DeclaredFileScreen().client
        case .functionLocalInject: readWithFunctionLocalInject()
        case .injectEachRead: DeclaredFileScreen().clientEachRead
        case .optional: Container.main.resolve(FileClient?.self)
        case .provider: Container.main.resolve(Provider<FileClient>.self)?()
        case .lazyProvider: Container.main.resolve(LazyProvider<FileClient>.self)?()
        case .childContainer: Container(parent: .main).resolveAssert(FileClient.self)
        }
    }

    /// A function-local `@Inject`, as swift-dependencies code reads a function-local `@Dependency`.
    private func readWithFunctionLocalInject() -> FileClient {
        @Inject var client: FileClient
        return client
    }
}

/// A screen that injects the client as a property.
struct DeclaredFileScreen {
    @Inject var client: FileClient
    @InjectEachRead var clientEachRead: FileClient
}

/// A class consumer, for `verify(consumers:)` and `@WeakInject`.
final class DeclaredSessionScreen: Containerized {
    @Inject var client: FileClient
    @WeakInject var session: DeclaredSession?
    let container: Container

    init(container: Container) {
        self.container = container
    }
}

@Suite("A dependency that declares its own values", .isolatedDependencies)
struct DeclaredDependencyTests {
    @Test(
        "a test that sets nothing up gets the declared test value, whichever way it reads",
        arguments: DeclaredReadSpelling.allCases)
    func everyReadGetsTheTestValue(spelling: DeclaredReadSpelling) throws {
        #expect(try spelling.read()?.read("notes") == "test read notes")
    }

    @Test("resolveAsync gets the declared test value")
    func resolveAsyncGetsTheTestValue() async throws {
        #expect(try await Container.main.resolveAsync(FileClient.self).read("notes") == "test read notes")
    }

    @Test("a read outside every region (a detached task) gets the declared values of a fresh container")
    func detachedReadGetsTheTestValue() async {
        let names = await Task.detached {
            let container = Container()
            return [container.resolve(FileClient.self)?.read("a"), container.resolveAssert(FileClient.self).read("b")]
        }.value
        #expect(names == ["test read a", "test read b"])
    }

    @Test("@WeakInject of a declared class reads the one instance the declared singleton keeps")
    func weakInjectReadsTheDeclaredSingleton() {
        let screen = DeclaredSessionScreen(container: Container(parent: .main))
        #expect(screen.session === Container.main.resolveAssert(DeclaredSession.self))
        #expect(screen.session?.name == "test")
    }

    @Test("the declared values are bound once, in the root of the chain, and racing first reads share one singleton")
    func racingFirstReadsShareOneSingleton() {
        let root = Container(name: "root")
        let children = (0..<8).map { _ in Container(parent: root) }
        let read = LockedSessions()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            read.append(children[index].resolveAssert(DeclaredSession.self))
        }
        let sessions = read.all
        #expect(sessions.count == 8)
        #expect(sessions.allSatisfy { $0 === root.resolveAssert(DeclaredSession.self) })
    }

    @Test("without a test value a test gets the live value and one DI010 that says to declare the test value")
    func noTestValueReportsOnce() throws {
        let (names, reports) = DiagnosticReporter.collectReports {
            (0..<3).map { _ in Container.main.resolveAssert(LiveOnlyClient.self).name }
        }
        #expect(names == ["live", "live", "live"])
        #expect(reports.map(\.code) == [.noTestValue])
        let report = try #require(reports.first)
        #expect(
            report.summary
                == "No test value: DIWrappersTests.LiveOnlyClient (LiveDependency) handed out its live value in the "
                + "test context.")
        #expect(
            report.fix
                == "declare a test value beside the live one, e.g. extension LiveOnlyClient: TestDependency "
                + "{ static var testValue: LiveOnlyClient { … } }, or override it for the test: "
                + "@Test(.dependencies { $0.bind(LiveOnlyClient.self, value: …) }).")
        #expect(report.location.fileID == "DIWrappersTests/DeclaredDependencyTests.swift")
    }

    @Test("a kept declared live value reports DI010 again in a later test that reads it from the same container")
    func keptLiveValueReportsInEachTest() {
        let container = Container()
        let (_, first) = DiagnosticReporter.collectReports { container.resolveAssert(LiveOnlyClient.self) }
        let (_, later) = DiagnosticReporter.collectReports { container.resolveAssert(LiveOnlyClient.self) }
        #expect(first.map(\.code) == [.noTestValue])
        #expect(later.map(\.code) == [.noTestValue])
    }

    @Test("the DI010 of a declared type without a test value fails the test that read it, and the process goes on")
    func noTestValueFailsOnlyThatTest() {
        withKnownIssue {
            #expect(Container.main.resolveAssert(LiveOnlyClient.self).name == "live")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("[DI010] No test value: DIWrappersTests.LiveOnlyClient")
        }
    }

    @Test("a preview gets the declared preview value, and a test after it the test value")
    func previewGetsThePreviewValue() {
        let inPreview = DependencyContext.withContext(.preview) { Container.main.resolveAssert(PreviewedClient.self) }
        #expect(inPreview.name == "preview")
        #expect(Container.main.resolveAssert(PreviewedClient.self).name == "test")
        #expect(
            DependencyContext.withContext(.live) { Container.main.resolveAssert(PreviewedClient.self) }.name == "live")
    }

    @Test("a preview of a type that declares no preview value gets the live value and a DI017 that says so")
    func noPreviewValueReports() throws {
        let (client, reports) = DiagnosticReporter.collectReports {
            DependencyContext.withContext(.preview) { Container.main.resolveAssert(FileClient.self) }
        }
        #expect(client.read("a") == "live read a")
        #expect(reports.map(\.code) == [.noPreviewValue])
        #expect(reports.first?.fix.hasPrefix("declare a preview value beside the live one") == true)
    }

    @Test("a bind wins over the declared values, made before or after their first read, and is no duplicate")
    func bindWins() {
        let container = Container(name: "app")
        #expect(container.resolveAssert(FileClient.self).read("a") == "test read a")
        container.bind(FileClient.self, value: FileClient(read: { "bound \($0)" }, write: { $0 }))
        #expect(container.resolveAssert(FileClient.self).read("a") == "bound a")
        let report = container.verify()
        #expect(report.isValid, "\(report)")
        #expect(!container.wiringReport().problems.contains { $0.kind == .duplicateBinding })
    }

    @Test("a child's bind wins over the declared values its root holds")
    func childBindWins() {
        let root = Container()
        let child = Container(parent: root)
        _ = root.resolveAssert(FileClient.self)
        child.bind(FileClient.self, value: FileClient(read: { "child \($0)" }, write: { $0 }))
        #expect(child.resolveAssert(FileClient.self).read("a") == "child a")
        #expect(root.resolveAssert(FileClient.self).read("a") == "test read a")
    }

    @Test("an override wins over the declared values, before and after their first read")
    func overrideWins() {
        let stub = FileClient(read: { "override \($0)" }, write: { $0 })
        let first = Container.withOverrides {
            $0.bind(FileClient.self, value: stub)
        } operation: {
            Container.main.resolveAssert(FileClient.self).read("a")
        }
        _ = Container.main.resolveAssert(FileClient.self)
        let second = Container.withOverrides {
            $0.bind(FileClient.self, value: stub)
        } operation: {
            Container.main.resolveAssert(FileClient.self).read("a")
        }
        #expect([first, second] == ["override a", "override a"])
    }

    @Test("an identified key does not fall back to the declared values")
    func identifiedKeyDoesNotFallBack() {
        let container = Container()
        #expect(container.resolve(FileClient.self, id: "backup") == nil)
        #expect(throws: DIError.self) { try container.resolveThrowing(FileClient.self, id: "backup") }
    }

    @Test("isBound counts only a bind: false for declared values before and after their first read")
    func isBoundCountsOnlyABind() {
        let container = Container()
        #expect(!container.isBound(FileClient.self))
        _ = container.resolveAssert(FileClient.self)
        #expect(!container.isBound(FileClient.self))
        container.bind(FileClient.self, value: .testValue)
        #expect(container.isBound(FileClient.self))
    }

    @Test("verify() counts a declared type as answered, for a binding's factory and for a consumer's @Inject")
    func verifyCountsDeclaredValues() {
        let container = Container(name: "app")
        container.bind(Database.self) { container in
            _ = container.resolveAssert(FileClient.self)
            return Database(logger: nil)
        }
        let report = container.verify(consumers: { DeclaredSessionScreen(container: container) })
        #expect(report.isValid, "\(report)")
    }
}

/// The sessions racing reads got.
private final class LockedSessions: Sendable {
    private let sessions = Locked<[DeclaredSession]>([])

    func append(_ session: DeclaredSession) {
        sessions.withLock { $0.append(session) }
    }

    var all: [DeclaredSession] {
        sessions.withLock { $0 }
    }
}
