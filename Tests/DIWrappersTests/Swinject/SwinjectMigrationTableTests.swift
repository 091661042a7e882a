@_spi(Testing) import DICore
import DITesting
import DIWrappers
import DocumentationChecks
import Testing

// The examples of the Swinject migration table in Docs/DIToolkit.docc/ComingFromOtherLibraries.md, compiled and run;
// each appears verbatim in a row of the table, so every API the table names exists.

@Suite("Swinject migration table")
struct SwinjectMigrationTableTests {
    /// The Swinject spellings of containers, assemblies, forwarding and initCompleted the table must cover.
    static let swinjectAPI = [
        "register(_:factory:)", "Container(parent:defaultObjectScope:)", "Assembly", "Assembler(_:container:)",
        ".implements(_:)", ".initCompleted", "resetObjectScope(_:serviceType:)", "resetObjectScope(_:)",
        "removeAll()",
    ]

    @Test("every row of the Swinject table says what changed, and its example is compiled here")
    func tableHolds() throws {
        let table = try MigrationTable(
            documentPath: "Docs/DIToolkit.docc/ComingFromOtherLibraries.md",
            testPaths: [
                "Tests/DIWrappersTests/Swinject/SwinjectMigrationTableTests.swift",
                "Tests/DIWrappersTests/Swinject/SwinjectFixtures.swift",
            ])
        #expect(table.problems(requiring: Self.swinjectAPI) == [])
    }

    @Test("an unscoped bind is transient unless the container's default scope is .graph, as Swinject's register is")
    func defaultScope() {
        let container = Container(defaultScope: .graph)
        let parent = Container()
        let child = Container(parent: parent)
        #expect(container.defaultScope == .graph)
        #expect(child.defaultScope == .transient)
    }

    @Test("an assembler assembles the table's assemblies and resolves from its container")
    func assembler() {
        let order = Locked<[String]>([])
        let assembler = Assembler([NetworkAssembly(), StorageAssembly(loadedOrder: order)])
        #expect(assembler.container.resolve(Database.self)?.logger is RemoteLogger)
    }

    @Test("forward answers for a protocol with the session's one instance")
    func forward() {
        let container = Container()
        container.bind(.singleton, to: UserSession.self) { _ in UserSession() }
        container.forward((any Authenticating).self, to: UserSession.self) { $0 }
        #expect(container.resolve((any Authenticating).self) === container.resolve(UserSession.self))
    }

    @Test("initCompleted sets the property that closes the cycle")
    func initCompleted() {
        let container = Container(defaultScope: .graph)
        container.bind(to: PropertyParent.self) { _ in
            PropertyParent()
        } initCompleted: { container, parent in
            parent.child = container.resolveAssert(PropertyChild.self)
        }
        container.bind(PropertyChild.self) { PropertyChild(parent: $0.resolveAssert(PropertyParent.self)) }
        let parent = container.resolveAssert(PropertyParent.self)
        #expect(parent.child?.parent === parent)
    }

    @Test("resetInstance, Scope.reset and removeAll drop what they name", .isolatedDependencies)
    func resets() {
        let container = Container()
        container.bind(.singleton, to: Database.self) { _ in Database(logger: nil) }
        container.bind(.custom("session"), to: UserSession.self) { _ in UserSession() }
        let database = container.resolveAssert(Database.self)
        let session = container.resolveAssert(UserSession.self)
        container.resetInstance(of: Database.self)
        Scope.reset(.custom("session"))
        #expect(container.resolveAssert(Database.self) !== database)
        #expect(container.resolveAssert(UserSession.self) !== session)
        let child = Container(parent: container)
        child.bind(value: 1)
        child.removeAll()
        #expect(child.resolve(Int.self) == nil)
    }

    // Swinject: ContainerTests.Arguments.swift, testContainierAccepts1Argument, on the container an app shares.
    @Test(
        "Container.bind with an argument binds in Container.main, one session per distinct user", .isolatedDependencies)
    func argumentBindingOnMain() {
        Container.bind(.singleton, to: AccountSession.self) { (container, userID: Int) in
            AccountSession(userID: userID, logger: container.resolve(Logger.self))
        }
        let session = Container.main.resolve(AccountSession.self, argument: 42)
        #expect(session?.userID == 42)
        #expect(Container.main.resolve(AccountSession.self, argument: 42) === session)
        #expect(Container.main.resolve(AccountSession.self, argument: 7)?.userID == 7)
    }
}
