import DICore
import DIWrappers
import Foundation
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// What `verify()` covers beyond the bindings' synchronous factories: async and `@MainActor` factories, the
/// `@Inject` properties of the consumers named to it, and factories that would stop the app.
@Suite("verify() checks every binding the way the app builds it")
struct VerifyCoverageTests {
    @Test("an awaited verify() runs async factories and reports the dependency one awaits that nobody binds")
    func awaitedVerifyRunsAsyncFactories() async {
        let container = Container(name: "app")
        container.bind(.singleton, to: Database.self) { container async throws in
            Database(logger: try await container.resolveAsync(Logger.self))
        }
        let report = await container.verify()
        #expect(!report.isValid)
        #expect(report.problems.map(\.code) == [.notRegistered])
        #expect(report.problems.first?.key == DependencyKey(Logger.self))
        #expect(report.notChecked.isEmpty)
    }

    @Test("a synchronous verify() lists an async binding as not checked instead of reporting valid")
    func synchronousVerifyNamesWhatItCouldNotCheck() {
        let container = Container(name: "app")
        container.bind(.singleton, to: Database.self) { _ async in Database(logger: nil) }
        container.bind(Logger.self, value: RemoteLogger())
        let report = container.verify()
        #expect(!report.isValid)
        #expect(report.problems.isEmpty)
        #expect(report.notChecked.map(\.key) == [DependencyKey(Database.self)])
        #expect(report.description.contains("DIWrappersTests.Database: bound with an async factory"))
        #expect(report.description.contains("await container.verify()"))
    }

    @Test("verify() on the main actor builds a @MainActor binding there instead of flagging DI013")
    @MainActor
    func synchronousVerifyOnTheMainActorBuildsMainActorBindings() {
        let container = Container(name: "app")
        container.bind(.singleton, to: ProfileStore.self) { @MainActor _ in ProfileStore() }
        let report = container.verify()
        #expect(report.isValid, "\(report)")
        #expect(report.wiring.problems.isEmpty, "\(report.wiring.text)")
        #expect(container.wiringReport().problems.isEmpty)
    }

    @Test("an awaited verify() from another thread builds a @MainActor binding on the main actor")
    func awaitedVerifyHopsToTheMainActor() async {
        let container = Container(name: "app")
        let builtOnMain = Locked<Bool?>(nil)
        container.bind(.singleton, to: ProfileStore.self) { @MainActor _ in
            let store = ProfileStore()
            builtOnMain.withLock { $0 = store.builtOnMainActor }
            return store
        }
        let report = await Task.detached { await container.verify() }.value
        #expect(report.isValid, "\(report)")
        #expect(builtOnMain.current == true)
        let wiring = await Task.detached { await container.wiringReport() }.value
        #expect(wiring.problems.isEmpty, "\(wiring.text)")
    }

    @Test("a factory that would stop the app is reported, and verify() ends no thread to survive it")
    func aTrappingFactoryEndsNoThread() {
        let container = Container(name: "app")
        let exits = ThreadExitCounter()
        container.bind(JobQueue.self) { container in
            exits.watchCurrentThread()
            return JobQueue(database: container.resolveAssert(Database.self))
        }
        let report = container.verify()
        #expect(report.problems.map(\.code) == [.notRegistered])
        // A thread that ended would have run its thread-specific destructor by now (exits are synchronous).
        #expect(exits.watched == 1)
        #expect(exits.ended == 0)
    }

    @Test("verify(consumers:) finds a dependency read only by a view model's @Inject, at the @Inject's line")
    func consumersInjectIsChecked() {
        let container = Container(name: "app")
        container.bind(Logger.self, value: RemoteLogger())
        let report = container.verify(consumers: { ScreenModel(container: container) })
        #expect(report.problems.map(\.code) == [.notRegistered])
        let problem = report.problems.first
        #expect(problem?.key == DependencyKey(Database.self))
        #expect(problem?.location.fileID == "DIWrappersTests/VerifyCoverageTests.swift")
        #expect(problem?.location.line == ScreenModel.databaseLine)
        #expect(report.description.contains("DIWrappersTests.ScreenModel"))
    }

    @Test(
        "verify(consumers:) builds nothing in the live container and runs no factory of the consumers' bindings twice")
    func consumersAreCheckedInTheScratchCopy() {
        let container = Container(name: "app")
        let built = Counter()
        container.bind(.singleton, to: Database.self) { _ in
            built.next()
            return Database(logger: nil)
        }
        container.bind(Logger.self, value: RemoteLogger())
        let report = container.verify(consumers: { ScreenModel(container: container) })
        #expect(report.isValid, "\(report)")
        #expect(built.value == 1)
        #expect(!container.debugDescription.contains("built"))
    }

    @Test("verify(consumers:) reports what a consumer's init fails to resolve, at that line, and goes on")
    func eagerConsumerIsAProblem() {
        let container = Container(name: "app")
        container.bind(Logger.self, value: RemoteLogger())
        let report = container.verify(consumers: { EagerModel(container: container) })
        #expect(!report.isValid)
        #expect(report.problems.map(\.code) == [.notRegistered])
        let problem = report.problems.first
        #expect(problem?.key == DependencyKey(Database.self))
        #expect(problem?.location == SourceLocation(fileID: #fileID, line: EagerModel.databaseLine))
        #expect(report.checkedKeys == [DependencyKey(Logger.self)])
    }

    @Test("an awaited verify(consumers:) reports what a consumer's init fails to resolve, and goes on")
    func awaitedEagerConsumerIsAProblem() async {
        let container = Container(name: "app")
        container.bind(Logger.self, value: RemoteLogger())
        let report = await container.verify(consumers: { EagerModel(container: container) })
        #expect(report.problems.map(\.code) == [.notRegistered])
        #expect(report.problems.first?.location == SourceLocation(fileID: #fileID, line: EagerModel.databaseLine))
    }

    @Test("plain verify() says that consumers' @Inject properties were not checked")
    func plainVerifySaysWhatItDidNotLookAt() {
        let container = Container(name: "app")
        container.bind(Logger.self, value: RemoteLogger())
        #expect(container.verify().description.contains("verify(consumers:)"))
    }
}

/// A view model that reads its dependencies only through `@Inject`, from the container it is given.
final class ScreenModel: Containerized {
    static let databaseLine: UInt = #line + 1
    @Inject var database: Database
    @Inject var logger: Logger
    let container: Container

    init(container: Container) {
        self.container = container
    }
}

/// A view model that resolves its dependencies in its `init`, as the Previews page's model does.
final class EagerModel {
    static let databaseLine: UInt = #line + 5
    let database: Database

    init(container: Container) {
        _ = container.resolveAssert(Logger.self)
        database = container.resolveAssert(Database.self)
    }
}

/// Counts the threads that registered with it and the ones of those that ended since.
final class ThreadExitCounter: Sendable {
    private let counts = Locked((watched: 0, ended: 0))
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            guard let raw else { return }
            Unmanaged<ThreadExitCounter>.fromOpaque(raw).takeRetainedValue().counts.withLock { $0.ended += 1 }
        }
        self.key = key
    }

    /// Registers the current thread: its ending (with its thread-specific data) is counted.
    func watchCurrentThread() {
        counts.withLock { $0.watched += 1 }
        pthread_setspecific(key, Unmanaged.passRetained(self).toOpaque())
    }

    var watched: Int { counts.current.watched }
    var ended: Int { counts.current.ended }
}
