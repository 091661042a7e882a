import DIWrappers
import Testing

/// Fusion's own test suite (0.4), ported: the cases the other DIWrappers tests do not already cover.
private final class TestingDefault {
    @Inject var string: String
    @Inject var int: Int
}

private final class TestingContainerized: Containerized {
    let container: Container

    @Inject var string: String
    @Inject var int: Int
    @Inject(true) var boolTrue: Bool
    @Inject(false) var boolFalse: Bool

    init(container: Container) {
        self.container = container
    }
}

@Suite("Fusion's own test cases")
struct FusionSeedTests {
    @Test("testOverride: re-binding singleton → singleton → transient → transient → singleton → singleton")
    func rebindChain() {
        let container = Container()
        container.bind(.singleton, value: "Testing1")
        #expect(container.resolve(String.self) == "Testing1")
        container.bind(.singleton, value: "Testing2")
        #expect(container.resolve(String.self) == "Testing2")
        container.bind(value: "Testing3")
        #expect(container.resolve(String.self) == "Testing3")
        container.bind(value: "Testing4")
        #expect(container.resolve(String.self) == "Testing4")
        container.bind(.singleton, value: "Testing5")
        #expect(container.resolve(String.self) == "Testing5")
        container.bind(.singleton, value: "Testing6")
        #expect(container.resolve(String.self) == "Testing6")
    }

    @Test("testSingletonIdentified: a singleton under an id is built once and only found by that id")
    func singletonUnderAnIdentifier() {
        let container = Container()
        let builds = Counter()
        container.bind(.singleton, to: String.self, id: "test") { _ in
            builds.next()
            return "Testing3"
        }
        #expect(container.resolve(String.self) == nil)
        #expect(container.resolve(String.self, id: "foo") == nil)
        #expect(container.resolve(String.self, id: "test") == "Testing3")
        #expect(container.resolve(String.self, id: "test") == "Testing3")
        #expect(builds.value == 1)
    }

    @Test("testContainerized: Bool ids and unnamed bindings in a Containerized type")
    func containerizedWithBoolIdentifiers() {
        let container = Container()
        container.bind(to: String.self) { _ in "Testing7" }
        container.bind(to: Int.self) { _ in 6 }
        container.bind(.singleton, id: true) { _ in true }
        container.bind(.singleton, id: false) { _ in false }
        let instance = TestingContainerized(container: container)
        #expect(instance.string == "Testing7")
        #expect(instance.int == 6)
        #expect(instance.boolTrue == true)
        #expect(instance.boolFalse == false)
    }

    @Test("testInject: a function-local @Inject with Int ids resolves from main")
    func functionLocalInject() {
        Container.withFreshMain {
            let container = Container.main
            container.bind(value: "foo")
            container.bind(id: 1, value: "bar")
            container.bind(id: 2, value: "baz")

            @Inject var string1: String
            @Inject(1) var string2: String
            @Inject(2) var string3: String

            #expect(string1 == "foo")
            #expect(string2 == "bar")
            #expect(string3 == "baz")
        }
    }

    @Test("testDefault: bind(to:factory:) on main without a lifetime feeds @Inject in a plain class")
    func bindToWithoutScopeOnMain() {
        Container.withFreshMain {
            Container.main.bind(to: String.self, factory: { _ in "Testing6" })
            Container.main.bind(to: Int.self, factory: { _ in 6 })
            let instance = TestingDefault()
            #expect(instance.string == "Testing6")
            #expect(instance.int == 6)
        }
    }

    @Test("testTransient: bind(to:) without a lifetime runs its factory on every resolve")
    func bindToIsTransient() {
        let container = Container()
        let builds = Counter()
        container.bind(to: String.self) { _ in
            builds.next()
            return "Testing1"
        }
        for _ in 0..<3 { #expect(container.resolve(String.self) == "Testing1") }
        #expect(builds.value == 3)
    }

    @Test("testProperlyCastNilToHashable: id: nil is the unnamed binding")
    func nilIdentifierIsUnnamed() {
        let container = Container()
        container.bind(.singleton, id: nil, value: "cat")
        #expect(container.resolve(String.self) == "cat")
    }

    @Test("testDependency and testStatic: trailing-closure binds infer the type from the closure")
    func trailingClosureBindsInferTheType() {
        Container.withFreshMain {
            Container.bind(value: 1)
            Container.bind { "\($0.resolveAssert(Int.self))" }
            #expect(Container.resolve(Bool.self) == nil)
            #expect(Container.resolve(String.self) == "1")
            #expect(Container.resolveAssert(String.self) == "1")
            let container = Container()
            container.bind(value: "5")
            container.bind { container in Int(container.resolve(String.self)!)! }
            #expect(container.resolve(Int.self) == 5)
        }
    }

    @Test("Container.ResolveBehavior, Factory and ContainerFactory are Fusion's names for what bind takes")
    func fusionTypeNames() {
        let container = Container()
        let behavior: Container.ResolveBehavior = .singleton
        let makeGreeting: Container.Factory<String> = { "hello" }
        let makeCount: Container.ContainerFactory<Int> = { container in container.resolveAssert(String.self).count }
        container.bind(behavior, to: String.self, value: makeGreeting())
        container.bind(to: Int.self, factory: makeCount)
        #expect(container.resolve(Int.self) == 5)
        #expect(Container.ResolveBehavior.transient == Scope.transient)
    }

    @Test("Container.bind(to:value:) and bind(to:id:factory:) bind transiently in main")
    func staticBindToForms() {
        Container.withFreshMain {
            let builds = Counter()
            Container.bind(to: Int.self, value: builds.next())
            Container.bind(to: String.self, id: "slack") { _ in "slack" }
            #expect(Container.resolve(Int.self) == 1)
            #expect(Container.resolve(Int.self) == 2)
            #expect(Container.resolve(String.self, id: "slack") == "slack")
        }
    }
}
