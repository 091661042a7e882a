import DIWrappers
import Testing

/// Bindings whose factories take arguments, written from the intent of Swinject's own tests
/// (Tests/SwinjectTests/ContainerTests.Arguments.swift and ContainerTests.swift).
@Suite("Bindings with arguments")
struct ArgumentTests {
    final class Greeter: Sendable {
        let name: String
        let logger: String?

        init(name: String, logger: String? = nil) {
            self.name = name
            self.logger = logger
        }
    }

    struct Loop {}

    // Swinject: ContainerTests.Arguments.swift, testContainierAccepts1Argument / 2Arguments / 3Arguments.
    @Test("a factory takes one, two or three arguments, given by the resolve")
    func oneTwoThreeArguments() {
        let container = Container()
        container.bind(Greeter.self) { (_, name: String) in Greeter(name: name) }
        container.bind(Greeter.self) { (_, first: String, second: String) in Greeter(name: first + second) }
        container.bind(Greeter.self) { (_, first: String, second: Int, third: Bool) in
            Greeter(name: "\(first)\(second)\(third)")
        }
        #expect(container.resolve(Greeter.self, argument: "1")?.name == "1")
        #expect(container.resolve(Greeter.self, arguments: "1", "2")?.name == "12")
        #expect(container.resolve(Greeter.self, arguments: "1", 2, true)?.name == "12true")
    }

    // Swinject: ContainerTests.swift, testContainerResolvesByArguments.
    @Test("bindings of one service with different argument types and without arguments answer their own resolves")
    func argumentTypesAreKeys() throws {
        let container = Container()
        container.bind(Greeter.self) { _ in Greeter(name: "plain") }
        container.bind(Greeter.self) { (_, name: String) in Greeter(name: "string \(name)") }
        container.bind(Greeter.self) { (_, number: Int) in Greeter(name: "int \(number)") }
        #expect(container.resolve(Greeter.self)?.name == "plain")
        #expect(container.resolve(Greeter.self, argument: "Mimi")?.name == "string Mimi")
        #expect(container.resolve(Greeter.self, argument: 7)?.name == "int 7")
        #expect(try container.resolveThrowing(Greeter.self, argument: 8).name == "int 8")
    }

    // Swinject: ContainerTests.swift, testContainerResolvesByRegisteredName (with arguments).
    @Test("an identified binding with arguments answers only its identifier")
    func identifiedArguments() {
        let container = Container()
        container.bind(Greeter.self, id: "formal") { (_, name: String) in Greeter(name: "Dear \(name)") }
        #expect(container.resolve(Greeter.self, id: "formal", argument: "Ada")?.name == "Dear Ada")
        #expect(container.resolve(Greeter.self, argument: "Ada") == nil)
        #expect(container.resolve(Greeter.self, id: "casual", argument: "Ada") == nil)
    }

    // Swinject: ContainerTests.swift, testContainerResolvesServiceRegisteredOnParentContainer.
    @Test("a child resolves its parent's binding with arguments, and the factory gets the container that asked")
    func parentBindingGetsAskingContainer() {
        let parent = Container(name: "parent")
        parent.bind(Greeter.self) { (container, name: String) in
            Greeter(name: name, logger: container.resolve(String.self, id: "logger"))
        }
        let child = Container(name: "child", parent: parent)
        child.bind(id: "logger", value: "child logger")
        #expect(child.resolve(Greeter.self, argument: "Ada")?.logger == "child logger")
    }

    @Test("a resolve with another argument type finds nothing, and the error names the types bound and given")
    func mismatchedArgumentType() throws {
        let container = Container(name: "app")
        container.bind(Greeter.self) { (_, name: String) in Greeter(name: name) }
        #expect(container.resolve(Greeter.self, argument: 42) == nil)
        let error = try #require(throws: DIError.self) { try container.resolveThrowing(Greeter.self, argument: 42) }
        #expect(error.code == .notRegistered)
        #expect(error.summary == "Container.resolveThrowing(Greeter.self, argument: Swift.Int) found no binding.")
        let fix = error.fix
        #expect(
            fix.hasPrefix(
                "Greeter is bound with arguments (Swift.String) (bound at DIWrappersTests/ArgumentTests.swift:"))
        #expect(fix.contains("and the resolve gave arguments (Swift.Int)"))
    }

    @Test("a resolve without arguments of a service bound only with arguments says which arguments it takes")
    func missingArguments() throws {
        let container = Container(name: "app")
        container.bind(Greeter.self) { (_, first: String, second: Int) in Greeter(name: "\(first)\(second)") }
        #expect(container.resolve(Greeter.self) == nil)
        let error = try #require(throws: DIError.self) { try container.resolveThrowing(Greeter.self) }
        #expect(error.code == .notRegistered)
        let fix = error.fix
        #expect(fix.contains("Greeter is bound with arguments (Swift.String, Swift.Int)"))
        #expect(fix.contains("and the resolve gave no arguments"))
    }

    @Test("a resolve with arguments of a service bound without any says so")
    func unexpectedArguments() throws {
        let container = Container(name: "app")
        container.bind(Greeter.self) { _ in Greeter(name: "plain") }
        let error = try #require(throws: DIError.self) { try container.resolveThrowing(Greeter.self, argument: "Ada") }
        #expect(error.code == .notRegistered)
        #expect(error.fix.contains("Greeter is bound with no arguments"))
    }

    @Test("a transient binding with arguments builds anew on every resolve")
    func transientBuildsEachTime() {
        let container = Container()
        container.bind(Greeter.self) { (_, name: String) in Greeter(name: name) }
        #expect(container.resolve(Greeter.self, argument: "Ada") !== container.resolve(Greeter.self, argument: "Ada"))
    }

    @Test("a kept scope keeps one instance per distinct argument", arguments: [Scope.singleton, .lazy])
    func cachedPerArgument(scope: Scope) {
        let container = Container()
        let builds = Counter()
        container.bind(scope, to: Greeter.self) { (_, name: String) in
            builds.next()
            return Greeter(name: name)
        }
        let ada = container.resolve(Greeter.self, argument: "Ada")
        #expect(container.resolve(Greeter.self, argument: "Ada") === ada)
        let grace = container.resolve(Greeter.self, argument: "Grace")
        #expect(grace !== ada)
        #expect(grace?.name == "Grace")
        #expect(builds.value == 2)
    }

    @Test("several Hashable arguments are kept per distinct combination")
    func cachedPerCombination() {
        let container = Container()
        container.bind(.singleton, to: Greeter.self) { (_, name: String, times: Int) in Greeter(name: "\(name)\(times)")
        }
        let ada1 = container.resolve(Greeter.self, arguments: "Ada", 1)
        #expect(container.resolve(Greeter.self, arguments: "Ada", 1) === ada1)
        #expect(container.resolve(Greeter.self, arguments: "Ada", 2) !== ada1)
    }

    @Test("Scope.reset drops every argument's kept instance")
    func resetDropsArgumentInstances() {
        let scope = Scope.custom("argument-reset-test")
        let container = Container()
        container.bind(scope, to: Greeter.self) { (_, name: String) in Greeter(name: name) }
        let ada = container.resolve(Greeter.self, argument: "Ada")
        Scope.reset(scope)
        #expect(container.resolve(Greeter.self, argument: "Ada") !== ada)
    }

    @Test("an override with arguments replaces the binding inside the operation only")
    func overrideWithArguments() {
        let container = Container()
        container.bind(Greeter.self) { (_, name: String) in Greeter(name: name) }
        Container.withOverrides {
            $0.bind(Greeter.self) { (_, name: String) in Greeter(name: "Test \(name)") }
        } operation: {
            #expect(container.resolve(Greeter.self, argument: "Ada")?.name == "Test Ada")
        }
        #expect(container.resolve(Greeter.self, argument: "Ada")?.name == "Ada")
    }

    @Test("a cached override keeps one instance per argument for the operation's duration")
    func cachedOverride() {
        let container = Container()
        Container.withOverrides {
            $0.bind(.singleton, to: Greeter.self) { (_, name: String) in Greeter(name: name) }
        } operation: {
            let ada = container.resolve(Greeter.self, argument: "Ada")
            #expect(ada != nil)
            #expect(container.resolve(Greeter.self, argument: "Ada") === ada)
        }
        #expect(container.resolve(Greeter.self, argument: "Ada") == nil)
    }

    @Test("a factory's error is factoryFailed with the binding's key")
    func failingFactory() throws {
        let container = Container()
        container.bind(Greeter.self) { (_, _: String) -> Greeter in throw FactoryFailure() }
        let error = try #require(throws: DIError.self) { try container.resolveThrowing(Greeter.self, argument: "x") }
        #expect(error.code == .factoryFailed)
        #expect(error.key?.typeName.contains("Greeter") == true)
    }

    @Test("a factory that resolves its own binding again is a cycle with its path")
    func cycle() throws {
        let container = Container()
        container.bind(Loop.self) { (container, depth: Int) in
            try container.resolveThrowing(Loop.self, argument: depth + 1)
        }
        let error = try #require(throws: DIError.self) { try container.resolveThrowing(Loop.self, argument: 0) }
        #expect(error.code == .circularDependency)
    }

    @Test("a singleton per argument is built once per argument under 8 racing tasks")
    func racingFirstResolves() async {
        let container = Container()
        let builds = Counter()
        container.bind(.singleton, to: Greeter.self) { (_, name: String) in
            builds.next()
            return Greeter(name: name)
        }
        let resolved = await withTaskGroup(of: ObjectIdentifier?.self) { group in
            for index in 0..<16 {
                group.addTask {
                    container.resolve(Greeter.self, argument: index.isMultiple(of: 2) ? "Ada" : "Grace")
                        .map(ObjectIdentifier.init)
                }
            }
            return await group.reduce(into: Set<ObjectIdentifier?>()) { $0.insert($1) }
        }
        #expect(resolved.count == 2)
        #expect(builds.value == 2)
    }
}
