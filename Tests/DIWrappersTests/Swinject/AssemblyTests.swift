import DIWrappers
import Testing

/// Swinject's `Assembly` and `Assembler`: a module's bindings as a value, assembled in order.
@Suite("Assemblies")
struct AssemblyTests {
    // Answers Swinject AssemblerTests.testAssemblerCanAssembleMultipleContainersWithInterDependencies.
    @Test("an assembler assembles in order into one container, whose bindings reach each other's")
    func assemblesInOrder() {
        let order = Locked<[String]>([])
        let assembler = Assembler([NetworkAssembly(), StorageAssembly(loadedOrder: order)])
        let database = assembler.container.resolveAssert(Database.self)
        #expect(database.logger is RemoteLogger)
        #expect(assembler.container.verify().isValid)
    }

    // Answers Swinject AssemblerTests.testLoadAwareAssemblyCanAssembleMultipleContainers: `loaded` runs after every
    // assembly of the batch has bound, so the first sees what the last binds.
    @Test("loaded runs once per assembly, after the whole batch has assembled")
    func loadedAfterBatch() {
        let order = Locked<[String]>([])
        let assembler = Assembler([StorageAssembly(loadedOrder: order), NetworkAssembly()])
        #expect(order.current == ["storage:true"])
        assembler.apply(assembly: StorageAssembly(loadedOrder: order))
        #expect(order.current == ["storage:true", "storage:true"])
    }

    // Answers Swinject AssemblerTests.testChildAssemblerCannotGiveEntitiesToParent and
    // testChildAssemblerUsesInjectedDefaultObjectScope.
    @Test("a child assembler falls back to its parent, never the other way, with its own default scope")
    func childAssembler() {
        let order = Locked<[String]>([])
        let app = Assembler([NetworkAssembly()])
        let feature = Assembler([StorageAssembly(loadedOrder: order)], parent: app, defaultScope: .singleton)
        #expect(feature.container.resolveAssert(Database.self) === feature.container.resolveAssert(Database.self))
        #expect(app.container.resolve(Database.self) == nil)
        #expect(feature.container.parent === app.container)
    }

    @Test("an assembler can assemble into an existing container")
    func existingContainer() {
        let container = Container(name: "app")
        let assembler = Assembler([NetworkAssembly()], container: container)
        #expect(assembler.container === container)
        #expect(container.isBound(Logger.self))
    }

    @Test("a key two assemblies bind is a verify() problem naming both assemblies and both lines")
    func duplicateAcrossAssemblies() throws {
        let assembler = Assembler([NetworkAssembly(), DebugAssembly()])
        let report = assembler.container.verify()
        #expect(!report.isValid)
        let problem = try #require(report.problems.first)
        #expect(report.problems.count == 1)
        #expect(
            problem.description.hasPrefix(
                """
                DIWrappersTests.Logger is bound by two assemblies: DIWrappersTests.DebugAssembly replaced the binding \
                DIWrappersTests.NetworkAssembly made.
                """))
        #expect(problem.facts.map(\.label) == ["Container", "First", "Then"])
        #expect(problem.facts[1].value == "DIWrappersTests.NetworkAssembly, App/NetworkAssembly.swift:7")
        #expect(
            problem.facts[2].value
                == "DIWrappersTests.DebugAssembly, App/DebugAssembly.swift:12 (answers every resolve)")
        #expect(problem.location.description == "App/DebugAssembly.swift:12")
        #expect(assembler.container.resolveAssert(Logger.self) is ConsoleLogger)
    }

    @Test("the wiring report shows the duplicate with both assemblies")
    func duplicateInWiringReport() throws {
        let assembler = Assembler([NetworkAssembly(), DebugAssembly()])
        let duplicate = try #require(assembler.container.wiringReport().problems.first { $0.kind == .duplicateBinding })
        #expect(
            duplicate.detail
                == "bound at App/NetworkAssembly.swift:7 (in DIWrappersTests.NetworkAssembly), then again at "
                + "App/DebugAssembly.swift:12 (in DIWrappersTests.DebugAssembly), which replaced it")
    }

    @Test("re-binding outside any assembly, or twice in one, is a plain duplicate, not a verify() problem")
    func sameAssemblyOrOutside() {
        let assembler = Assembler([NetworkAssembly(), NetworkAssembly()])
        assembler.container.bind(Database.self) { _ in Database(logger: nil) }
        assembler.container.bind(Database.self) { _ in Database(logger: nil) }
        #expect(assembler.container.verify().isValid)
        #expect(assembler.container.wiringReport().problems.filter { $0.kind == .duplicateBinding }.count == 2)
    }

    @Test("a binding made outside an assembly while none runs remembers none")
    func bindingOutsideAssembly() {
        let container = Container()
        container.bind(Logger.self) { _ in RemoteLogger() }
        _ = Assembler([DebugAssembly()], container: container)
        #expect(container.verify().isValid)
    }
}
