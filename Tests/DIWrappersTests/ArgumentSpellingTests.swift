import DIWrappers
import Testing

/// The bindings with arguments on `Container.main` and the cached overrides of two and three arguments, written from
/// the intent of Factory's parameter tests (Tests/FactoryTests/XCTests/FactoryParameterTests.swift), whose
/// `ParameterFactory` lives on the shared container and is registered again in a test.
@Suite("Bindings with arguments on Container.main, and cached overrides of several arguments")
struct ArgumentSpellingTests {
    final class Greeter: Sendable {
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    // Factory: FactoryParameterTests.swift, testParameterServiceResolutions (a parameter factory on the shared
    // container, resolved with its parameter).
    @Test("Container.bind with one, two or three arguments binds in Container.main")
    func staticTransientForms() {
        Container.withFreshMain {
            Container.bind(Greeter.self) { (_, name: String) in Greeter(name: name) }
            Container.bind(Greeter.self) { (_, first: String, second: Int) in Greeter(name: "\(first)\(second)") }
            Container.bind(Greeter.self, id: "loud") { (_, first: String, second: Int, loud: Bool) in
                Greeter(name: loud ? "\(first)\(second)".uppercased() : "\(first)\(second)")
            }
            let ada = Container.main.resolve(Greeter.self, argument: "Ada")
            #expect(ada?.name == "Ada")
            #expect(Container.main.resolve(Greeter.self, argument: "Ada") !== ada)
            #expect(Container.main.resolve(Greeter.self, arguments: "Ada", 2)?.name == "Ada2")
            #expect(Container.main.resolve(Greeter.self, id: "loud", arguments: "ada", 2, true)?.name == "ADA2")
            #expect(Container.main.resolve(Greeter.self, arguments: "ada", 2, true) == nil)
        }
    }

    // Factory: FactoryParameterTests.swift, testScopeOnParameterServiceResolutions (a scope keeps one instance per
    // distinct parameter).
    @Test("Container.bind with a scope keeps one instance per distinct argument, pair or triple in Container.main")
    func staticScopedForms() {
        Container.withFreshMain {
            Container.bind(.singleton, to: Greeter.self) { (_, name: String) in Greeter(name: name) }
            Container.bind(.singleton, to: Greeter.self) { (_, name: String, times: Int) in
                Greeter(name: String(repeating: name, count: times))
            }
            Container.bind(.singleton, to: Greeter.self) { (_, name: String, times: Int, loud: Bool) in
                Greeter(name: loud ? name.uppercased() : name)
            }
            let ada = Container.main.resolve(Greeter.self, argument: "Ada")
            #expect(Container.main.resolve(Greeter.self, argument: "Ada") === ada)
            #expect(Container.main.resolve(Greeter.self, argument: "Grace") !== ada)
            let pair = Container.main.resolve(Greeter.self, arguments: "Ada", 2)
            #expect(pair?.name == "AdaAda")
            #expect(Container.main.resolve(Greeter.self, arguments: "Ada", 2) === pair)
            #expect(Container.main.resolve(Greeter.self, arguments: "Ada", 3) !== pair)
            let triple = Container.main.resolve(Greeter.self, arguments: "Ada", 1, true)
            #expect(Container.main.resolve(Greeter.self, arguments: "Ada", 1, true) === triple)
            #expect(Container.main.resolve(Greeter.self, arguments: "Ada", 1, false) !== triple)
        }
    }

    @Test("a binding made with Container.bind names the caller's line when a resolve gives other arguments")
    func staticFormKeepsTheCallersLine() throws {
        try Container.withFreshMain {
            let line = #line + 1
            Container.bind(.singleton, to: Greeter.self) { (_, name: String, times: Int) in Greeter(name: name) }
            let error = try #require(throws: DIError.self) {
                try Container.main.resolveThrowing(Greeter.self, argument: "Ada")
            }
            #expect(error.code == .notRegistered)
            #expect(error.fix.contains("(bound at DIWrappersTests/ArgumentSpellingTests.swift:\(line))"))
        }
    }

    // Factory: FactoryParameterTests.swift, testParameterRegistrationsAndResolutions (a test registers the
    // parameter factory again) with testScopeOnParameterServiceResolutions (kept per parameter).
    @Test(
        "a cached override of two or three arguments keeps one instance per distinct combination, in the operation only",
        arguments: [Scope.singleton, .lazy])
    func cachedOverrideOfSeveralArguments(scope: Scope) {
        let container = Container()
        container.bind(Greeter.self) { (_, name: String, times: Int) in Greeter(name: "live \(name)\(times)") }
        container.bind(Greeter.self) { (_, name: String, times: Int, loud: Bool) in Greeter(name: "live \(name)") }
        let builds = Counter()
        Container.withOverrides {
            $0.bind(scope, to: Greeter.self) { (_, name: String, times: Int) in
                builds.next()
                return Greeter(name: "test \(name)\(times)")
            }
            $0.bind(scope, to: Greeter.self) { (_, name: String, times: Int, loud: Bool) in
                builds.next()
                return Greeter(name: loud ? "TEST \(name)" : "test \(name)")
            }
        } operation: {
            let pair = container.resolve(Greeter.self, arguments: "Ada", 1)
            #expect(pair?.name == "test Ada1")
            #expect(container.resolve(Greeter.self, arguments: "Ada", 1) === pair)
            #expect(container.resolve(Greeter.self, arguments: "Ada", 2) !== pair)
            let triple = container.resolve(Greeter.self, arguments: "Ada", 1, true)
            #expect(triple?.name == "TEST Ada")
            #expect(container.resolve(Greeter.self, arguments: "Ada", 1, true) === triple)
            #expect(container.resolve(Greeter.self, arguments: "Ada", 1, false)?.name == "test Ada")
        }
        #expect(builds.value == 4)
        #expect(container.resolve(Greeter.self, arguments: "Ada", 1)?.name == "live Ada1")
        #expect(container.resolve(Greeter.self, arguments: "Ada", 1, true)?.name == "live Ada")
    }

    @Test("a transient override of two arguments builds anew on every resolve")
    func transientOverrideOfTwoArguments() {
        let container = Container()
        Container.withOverrides {
            $0.bind(.transient, to: Greeter.self) { (_, name: String, times: Int) in Greeter(name: name) }
        } operation: {
            #expect(
                container.resolve(Greeter.self, arguments: "Ada", 1)
                    !== container.resolve(
                        Greeter.self, arguments: "Ada", 1))
        }
    }

    @Test("a cached override's instances end with the operation: the next one builds its own")
    func cachedOverrideEndsWithItsOperation() {
        let container = Container()
        let override: (inout DependencyOverrides) -> Void = {
            $0.bind(.singleton, to: Greeter.self) { (_, name: String, times: Int) in Greeter(name: name) }
        }
        let first = Container.withOverrides(override) { container.resolve(Greeter.self, arguments: "Ada", 1) }
        let second = Container.withOverrides(override) { container.resolve(Greeter.self, arguments: "Ada", 1) }
        #expect(first != nil)
        #expect(first !== second)
    }
}
