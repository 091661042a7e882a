@_spi(Testing) import DICore
import DIWrappers
import Testing

/// An identifier type of the test's own, bound without an existential.
private enum Channel: Hashable, Sendable {
    case slack
}

/// The existential a caller holds when its identifier's type is not known where it binds.
private func erased(_ value: some Hashable & Sendable) -> (any Hashable & Sendable)? {
    value
}

@Suite("bind with an identifier of a known type")
struct IdentifiedBindingTests {
    static let identifiers: [any Hashable & Sendable] = ["slack", 7, Channel.slack, 2.5]

    @Test("an identifier bound as its own type is found through an existential holding it", arguments: identifiers)
    func knownTypeFoundThroughExistential(identifier: any Hashable & Sendable) {
        func check<ID: Hashable & Sendable>(_ id: ID) {
            let container = Container()
            container.bind(Logger.self, id: id, value: SlackLogger())
            container.register(Logger.self, id: id) { _ in SlackLogger() }
            #expect(container.resolve(Logger.self, id: erased(id))?.name == "slack")
            #expect(container.resolve(Logger.self) == nil)
        }
        check(identifier)
    }

    @Test("an identifier bound through an existential is found by its own type", arguments: identifiers)
    func existentialFoundByKnownType(identifier: any Hashable & Sendable) {
        func check<ID: Hashable & Sendable>(_ id: ID) {
            let container = Container()
            container.bind(.singleton, to: Logger.self, id: erased(id), value: SlackLogger())
            #expect(container.resolve(Logger.self, id: id)?.name == "slack")
            #expect(container.resolve(Logger.self) == nil)
        }
        check(identifier)
    }

    @Test("an optional identifier binds under the value it holds, and a nil one binds the unnamed binding")
    func optionalIdentifiers() {
        let container = Container()
        let slack: String? = "slack"
        let none: String? = nil
        container.bind(Logger.self, id: slack) { _ in SlackLogger() }
        container.bind(.singleton, to: Logger.self, id: none, value: RemoteLogger())
        #expect(container.resolve(Logger.self, id: "slack")?.name == "slack")
        #expect(container.resolve(Logger.self)?.name == "remote")
    }

    @Test("bind without id: and with id: nil both make the unnamed binding, and a re-bind replaces it")
    func unnamedSpellings() {
        let container = Container()
        container.bind(Logger.self, value: SlackLogger())
        #expect(container.resolve(Logger.self)?.name == "slack")
        container.bind(Logger.self, id: nil, value: RemoteLogger())
        #expect(container.resolve(Logger.self)?.name == "remote")
    }

    @Test("an empty string identifier of a known type stops with DI006 at the caller's line")
    func emptyStringRefused() {
        let container = Container()
        let line: UInt = #line + 1
        let trapped = DiagnosticReporter.captureTrap { container.bind(Int.self, id: "", value: 1) }
        #expect(trapped?.code == .invalidIdentifier)
        #expect(trapped?.location.line == line)
        #expect(trapped?.fix == "use a non-empty string or an enum case as the identifier.")
    }

    @Test(
        "a string identifier finds the binding made with a canonically equivalent spelling",
        arguments: [("caf\u{E9}", "cafe\u{301}"), ("\u{212A}elvin", "Kelvin")])
    func canonicallyEquivalentSpellings(bound: String, asked: String) {
        let container = Container()
        let logger = SlackLogger()
        container.bind(.singleton, to: Logger.self, id: bound, value: logger)
        #expect(container.resolve(Logger.self, id: asked) as? SlackLogger === logger)
        #expect(container.resolve(Logger.self, id: asked) as? SlackLogger === logger)
    }

    @Test("a named resolve finds its binding when the hash remembered for its identifier is another's")
    func wrongRememberedHash() {
        let container = Container()
        let logger = SlackLogger()
        container.bind(.singleton, to: Logger.self, id: "slack", value: logger)
        container.bind(.singleton, to: Logger.self, id: 7, value: logger)
        IdentifierHashes.remember("console".hashValue, for: "slack")
        IdentifierHashes.remember(8.hashValue, for: 7)
        #expect(container.resolve(Logger.self, id: "slack") as? SlackLogger === logger)
        #expect(container.resolve(Logger.self, id: 7) as? SlackLogger === logger)
        #expect(container.resolve(Logger.self, id: "console") == nil)
    }
}
