import DIWrappers
import Testing

/// Swinject's type forwarding (`.implements`, `forward(_:to:)`): one binding answering for several types.
@Suite("Forwarding one binding to several types")
struct ForwardingTests {
    static func sessionContainer(_ scope: Scope) -> Container {
        let container = Container(name: "app")
        container.bind(scope, to: UserSession.self) { _ in UserSession() }
        container.forward((any Authenticating).self, to: UserSession.self) { $0 }
        container.forward((any SessionLogging).self, to: UserSession.self) { $0 }
        return container
    }

    // Answers Swinject ContainerTests.TypeForwarding testContainerSuportsMultipleForwardingDefinitions.
    @Test("a kept binding hands out one instance for every type it forwards to", arguments: [Scope.singleton, .lazy])
    func oneInstance(scope: Scope) {
        let container = Self.sessionContainer(scope)
        let session = container.resolveAssert(UserSession.self)
        #expect(container.resolveAssert((any Authenticating).self) === session)
        #expect(container.resolveAssert((any SessionLogging).self) === session)
    }

    @Test("a graph binding hands out one instance per top-level resolve, whichever type asked")
    func graphInstance() {
        let container = Self.sessionContainer(.graph)
        container.bind(String.self) { container in
            let auth = container.resolveAssert((any Authenticating).self)
            let logging = container.resolveAssert((any SessionLogging).self)
            return auth === logging ? "shared" : "two"
        }
        #expect(container.resolveAssert(String.self) == "shared")
        #expect(container.resolveAssert((any Authenticating).self) !== container.resolveAssert(UserSession.self))
    }

    @Test("a forwarded type follows the target's reset")
    func followsReset() {
        let container = Self.sessionContainer(.singleton)
        let before = container.resolveAssert((any Authenticating).self)
        container.resetInstance(of: UserSession.self)
        #expect(container.resolveAssert((any Authenticating).self) !== before)
        #expect(container.resolveAssert((any Authenticating).self) === container.resolveAssert(UserSession.self))
    }

    // Answers Swinject ContainerTests.TypeForwarding testContainerResolvesForwardedTypeGivenCorrectName and
    // testContainerDoesNotResolveForwardedTypeGivenIncorrectName.
    @Test("identifiers on both sides: the forwarded key's own, and the target's")
    func identifiers() {
        let container = Container()
        container.bind(.singleton, to: UserSession.self, id: "admin") { _ in UserSession() }
        container.forward((any Authenticating).self, id: "admin", to: UserSession.self, targetID: "admin") { $0 }
        #expect(
            container.resolve((any Authenticating).self, id: "admin")
                === container.resolve(UserSession.self, id: "admin"))
        #expect(container.resolve((any Authenticating).self) == nil)
    }

    @Test("a forwarded type whose target nobody binds is DI001 with the path through the forwarded key")
    func missingTarget() {
        let container = Container(name: "app")
        container.forward((any Authenticating).self, to: UserSession.self) { $0 }
        #expect {
            try container.resolveThrowing((any Authenticating).self)
        } throws: { error in
            guard let error = error as? DIError else { return false }
            return error.code == .notRegistered && error.key == DependencyKey(UserSession.self)
                && error.path == [DependencyKey((any Authenticating).self)]
        }
        #expect(container.verify().problems.map(\.code) == [.notRegistered])
    }

    @Test("verify builds every forwarded key and the wiring report draws it to its target")
    func wiring() {
        let container = Self.sessionContainer(.singleton)
        #expect(container.verify().isValid)
        let report = container.wiringReport()
        let edges = Set(report.edges.map { "\($0.from) -> \($0.to)" })
        #expect(
            edges.isSuperset(of: [
                "app: DIWrappersTests.Authenticating -> app: DIWrappersTests.UserSession",
                "app: DIWrappersTests.SessionLogging -> app: DIWrappersTests.UserSession",
            ]))
    }
}
