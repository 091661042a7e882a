import DIWiring
import DIWrappers
import Foundation
import Testing

/// Arguments in the trace and the wiring report (Swinject names a registration's argument types in its description:
/// Tests/SwinjectTests/ContainerTests.CustomStringConvertible.swift, testContainerDescribesRegistrationWithArguments).
@Suite("Bindings with arguments in a trace and a wiring report")
struct ArgumentTraceTests {
    final class Leaf: Sendable {}
    final class Greeter: Sendable {
        let name: String
        init(name: String, leaf: Leaf) { self.name = name }
    }

    static func container() -> Container {
        let container = Container(name: "app")
        container.bind(.singleton, to: Leaf.self) { _ in Leaf() }
        container.bind(Greeter.self) { (container, name: String) in
            Greeter(name: name, leaf: container.resolveAssert(Leaf.self))
        }
        return container
    }

    @Test("a trace prints the factory found by its argument types and the build with its arguments")
    func trace() {
        let container = Self.container()
        let trace = TraceLines()
        ResolutionTrace.printing(to: trace.output) {
            _ = container.resolve(Greeter.self, argument: "Ada")
        }
        #expect(
            trace.lines == [
                "app: DIWrappers.ArgumentFactory<Swift.String, WiringTests.ArgumentTraceTests.Greeter> "
                    + "(transient, binding, <time>)",
                "app: WiringTests.ArgumentTraceTests.Greeter, arguments (\"Ada\") (transient, binding, <time>)",
                "  app: WiringTests.ArgumentTraceTests.Leaf (singleton, binding, <time>)",
            ])
    }

    @Test("a wiring report draws the build with its arguments and what its factory resolved")
    func report() {
        let container = Self.container()
        container.bind(Welcome.self) { container in
            Welcome(greeter: container.resolve(Greeter.self, argument: "Ada"))
        }
        let report = container.wiringReport()
        let greeter = "app: WiringTests.ArgumentTraceTests.Greeter, arguments (\"Ada\")"
        #expect(report.node(id: greeter) != nil)
        #expect(report.edges.contains { $0.from == greeter && $0.to == "app: WiringTests.ArgumentTraceTests.Leaf" })
        #expect(
            report.node(id: "app: DIWrappers.ArgumentFactory<Swift.String, WiringTests.ArgumentTraceTests.Greeter>")
                != nil)
        #expect(report.problems.isEmpty)
    }

    @Test("verify() runs a factory with the arguments another binding resolves it with, and reports what it misses")
    func verifyReachesArgumentFactories() {
        let container = Container(name: "app")
        container.bind(Greeter.self) { (container, name: String) in
            Greeter(name: name, leaf: container.resolveAssert(Leaf.self))
        }
        container.bind(Welcome.self) { container in
            Welcome(greeter: container.resolve(Greeter.self, argument: "Ada"))
        }
        let verification = container.verify()
        #expect(!verification.isValid)
        #expect(verification.problems.map(\.code) == [.notRegistered])
        #expect(verification.problems.first?.key == DependencyKey(Leaf.self))
    }

    @Test("a trace names a cached override of two arguments as the source, and its second build as kept")
    func cachedOverrideOfTwoArguments() {
        let container = Self.container()
        let trace = TraceLines()
        Container.withOverrides {
            $0.bind(.singleton, to: Greeter.self) { (_, name: String, times: Int) in Greeter(name: name, leaf: Leaf()) }
        } operation: {
            ResolutionTrace.printing(to: trace.output) {
                _ = container.resolve(Greeter.self, arguments: "Ada", 2)
                _ = container.resolve(Greeter.self, arguments: "Ada", 2)
            }
        }
        let factory =
            "override: DIWrappers.ArgumentFactory<(Swift.String, Swift.Int), WiringTests.ArgumentTraceTests.Greeter> "
            + "(override, <time>)"
        let build = "app: WiringTests.ArgumentTraceTests.Greeter, arguments (\"Ada\", 2) (singleton, binding"
        #expect(trace.lines == [factory, build + ", <time>)", factory, build + ", kept, <time>)"])
    }

    @Test("verify() of Container.main reaches a factory with arguments bound with Container.bind")
    func verifyReachesStaticArgumentBinding() {
        Container.withFreshMain {
            Container.bind(.singleton, to: Greeter.self) { (container, name: String, times: Int) in
                Greeter(name: name, leaf: container.resolveAssert(Leaf.self))
            }
            Container.bind(Welcome.self) { container in
                Welcome(greeter: container.resolve(Greeter.self, arguments: "Ada", 2))
            }
            let verification = Container.main.verify()
            #expect(verification.problems.map(\.code) == [.notRegistered])
            #expect(verification.problems.first?.key == DependencyKey(Leaf.self))
            Container.bind(.singleton, to: Leaf.self) { _ in Leaf() }
            #expect(Container.main.verify().isValid)
            let greeter = "main: WiringTests.ArgumentTraceTests.Greeter, arguments (\"Ada\", 2)"
            let report = Container.main.wiringReport()
            #expect(
                report.edges.contains { $0.from == greeter && $0.to == "main: WiringTests.ArgumentTraceTests.Leaf" })
        }
    }

    @Test("an argument provider's call is traced as a resolve of the binding with its arguments")
    func argumentProviderCallInTrace() throws {
        let container = Self.container()
        let provider = try #require(container.resolve(ArgumentProvider<String, Greeter>.self))
        let trace = TraceLines()
        ResolutionTrace.printing(to: trace.output) {
            _ = provider("Ada")
        }
        #expect(
            trace.lines == [
                "app: DIWrappers.ArgumentFactory<Swift.String, WiringTests.ArgumentTraceTests.Greeter> "
                    + "(transient, binding, <time>)",
                "app: WiringTests.ArgumentTraceTests.Greeter, arguments (\"Ada\") (transient, binding, <time>)",
                "  app: WiringTests.ArgumentTraceTests.Leaf (singleton, binding, <time>)",
            ])
    }

    @Test("verify() accepts an argument provider of a bound service and reports one whose arguments nothing binds")
    func verifyReachesArgumentProviders() {
        let container = Self.container()
        container.bind(Switcher.self) { container in
            Switcher(makeGreeter: try container.resolveThrowing(ArgumentProvider<String, Greeter>.self))
        }
        #expect(container.verify().isValid)
        container.bind(Switcher.self) { container in
            _ = try container.resolveThrowing(ArgumentProvider<Int, Greeter>.self)
            return Switcher(makeGreeter: try container.resolveThrowing(ArgumentProvider<String, Greeter>.self))
        }
        let verification = container.verify()
        #expect(verification.problems.map(\.code) == [.notRegistered])
        #expect(
            verification.problems.first?.key?.typeName
                == "DIWrappers.ArgumentFactory<Swift.Int, WiringTests.ArgumentTraceTests.Greeter>")
    }
}

final class Switcher: Sendable {
    let makeGreeter: ArgumentProvider<String, ArgumentTraceTests.Greeter>

    init(makeGreeter: ArgumentProvider<String, ArgumentTraceTests.Greeter>) {
        self.makeGreeter = makeGreeter
    }
}

final class Welcome: Sendable {
    init(greeter: ArgumentTraceTests.Greeter?) {}
}
