import DIEffects
import DIReader
import DIRegistry
import DITesting
import DIWrappers
import DocumentationChecks
import Foundation
import Observation
import Testing

// The "Swift 6.2 apps" article's examples, verbatim, in a MainActor-by-default target. Its test checks that
// every block the article marks as compiled appears here.

// MARK: - @Observable models, one per style

@Observable
final class SignUpModel {
    @ObservationIgnored @Inject var logger: any Logger
    var email = ""

    func submit() {
        logger.log("signing up \(email)")
    }
}

@Observable
final class ClockModel: HasInstanceContext {
    @ObservationIgnored var resolve = `default`

    var title: String { "Now is \(now)" }
}

@Observable
final class ExperimentModel {
    var showsExperiment: Bool {
        CoreRegistry.shared.experimentLauncher.isEnabled
    }
    var stamp: Date { World.current.now() }
}

// MARK: - Async and main-actor services

final class Database {
    static func open(path: String) async throws -> Database {
        try await Task.sleep(for: .milliseconds(1))
        return Database()
    }
}

func setUpDatabase() {
    Container.bind(.singleton, to: Database.self) { _ in
        try await Database.open(path: "app.db")
    }
}

final class ProfileStore {
    var name = "Ada"

    init() {}
}

func setUpProfile() {
    Container.bind(.singleton, to: ProfileStore.self) { @MainActor _ in
        ProfileStore()
    }
}

@concurrent
func profileNameInBackground() async throws -> String {
    let store = try await Container.resolveAsync(ProfileStore.self)
    return await store.name
}

final class StorageRegistry: Registry {
    let database: AsyncLazy<Database>
    let profile: AsyncLazy<ProfileStore>

    required init(
        database: AsyncLazy<Database>, profile: AsyncLazy<ProfileStore>
    ) {
        self.database = database
        self.profile = profile
        super.init()
    }

    static func createMockShared() -> StorageRegistry {
        StorageRegistry(
            database: AsyncLazy { try await Database.open(path: ":memory:") },
            profile: AsyncLazy { await ProfileStore() })
    }
}

struct AppWorld: AmbientWorld {
    var effects: World
    var openDatabase: @Sendable () async throws -> Database
    var makeProfileStore: @MainActor @Sendable () -> ProfileStore

    static let live = AppWorld(
        effects: .live,
        openDatabase: { try await Database.open(path: "app.db") },
        makeProfileStore: { ProfileStore() })
    static let test = AppWorld(
        effects: .unimplemented(),
        openDatabase: { try await Database.open(path: ":memory:") },
        makeProfileStore: { ProfileStore() })
}

@Suite("The Swift 6.2 apps article's examples")
struct Swift62AppsArticleTests {
    @Test(
        .dependencies {
            $0.bind((any Logger).self, value: ConsoleLogger())
            $0.world.now = CommonDependencies.Now.constant(epoch)
        })
    func theModelsReadTheTestsDependencies() {
        SignUpModel().submit()
        #expect(ExperimentModel().stamp == epoch)
        #expect(ExperimentModel().showsExperiment == false)
        #expect(
            withContext(ClockModel(), MockContext()).title
                == "Now is \(Date.distantPast)")
    }

    @Test("an async singleton is opened once and awaited", .isolatedDependencies)
    func asyncSingleton() async throws {
        setUpDatabase()
        let database = try await Container.resolveAsync(Database.self)
        #expect(try await Container.resolveAsync(Database.self) === database)
    }

    @Test(
        "a @MainActor service resolves synchronously on the main actor and with await elsewhere", .isolatedDependencies)
    func mainActorService() async throws {
        setUpProfile()
        let store = Container.resolveAssert(ProfileStore.self)
        store.name = "Grace"
        #expect(try await profileNameInBackground() == "Grace")
    }

    @Test("a registry's async slots are built on first await", .isolatedDependencies)
    func registrySlots() async throws {
        let database = try await StorageRegistry.shared.database.instance
        let profile = try await StorageRegistry.shared.profile.instance
        #expect(try await StorageRegistry.shared.database.instance === database)
        #expect(profile.name == "Ada")
    }

    @Test("a world's async field is awaited and its main-actor field called directly")
    func worldFields() async throws {
        let database = try await AppWorld.current.openDatabase()
        let store = AppWorld.current.makeProfileStore()
        #expect(store.name == "Ada")
        _ = database
    }

    @Test("every example the article marks as compiled is compiled here")
    func articleExamplesAreCompiledHere() throws {
        let articlePath = "Docs/DIToolkit.docc/Swift62Apps.md"
        let testPath = "Tests/MainActorAppTests/Swift62AppsArticleTests.swift"
        #expect(try MarkedExamples.markedTestPaths(documentPath: articlePath) == [testPath])
        let (marked, missing) = try MarkedExamples.missingExamples(documentPath: articlePath, testPath: testPath)
        #expect(marked >= 8)
        for block in missing {
            Issue.record("\(articlePath) has an example not compiled here:\n\(block)")
        }
    }
}
