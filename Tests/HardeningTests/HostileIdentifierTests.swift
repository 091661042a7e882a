@_spi(Testing) import DICore
import DITesting
import DIWrappers
import Foundation
import Testing

/// An identifier whose every value hashes alike, so only `==` can tell two apart.
struct CollidingIdentifier: Hashable, Sendable {
    let value: Int

    func hash(into hasher: inout Hasher) {
        hasher.combine(0)
    }
}

/// An identifier type with cases, as apps spell named bindings.
enum Channel: String, Hashable, Sendable {
    case slack, email
}

/// One identifier of some hashable kind, with a label for the test report.
struct AnyIdentifierCase: Sendable, CustomTestStringConvertible {
    let identifier: any Hashable & Sendable
    let testDescription: String

    init(_ identifier: any Hashable & Sendable, _ label: String) {
        self.identifier = identifier
        self.testDescription = label
    }
}

@Suite("Hostile identifiers", .isolatedDependencies)
struct HostileIdentifierTests {
    static let kinds: [AnyIdentifierCase] = [
        AnyIdentifierCase(1, "Int"), AnyIdentifierCase(Int8(1), "Int8"), AnyIdentifierCase(UInt64.max, "UInt64"),
        AnyIdentifierCase(1.5, "Double"), AnyIdentifierCase(Float(1.5), "Float"), AnyIdentifierCase(true, "Bool"),
        AnyIdentifierCase("1", "String"), AnyIdentifierCase(" ", "blank String"), AnyIdentifierCase("é", "composed é"),
        AnyIdentifierCase(Character("1"), "Character"), AnyIdentifierCase(Channel.slack, "enum"),
        AnyIdentifierCase(CollidingIdentifier(value: 1), "colliding struct"),
        AnyIdentifierCase(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, "UUID"),
        AnyIdentifierCase(URL(string: "https://example.com/1")!, "URL"),
        AnyIdentifierCase(Date(timeIntervalSince1970: 1), "Date"), AnyIdentifierCase([1, 2], "Array"),
        AnyIdentifierCase(Set(["a"]), "Set"), AnyIdentifierCase(["a": 1], "Dictionary"),
        AnyIdentifierCase(Optional(1), "Optional.some"),
        AnyIdentifierCase(ObjectIdentifier(Int.self), "ObjectIdentifier"),
        AnyIdentifierCase(DependencyIdentifier(1), "DependencyIdentifier"),
    ]

    @Test("every hashable kind works as an identifier and resolves only its own binding", arguments: kinds)
    func everyKindResolvesItsOwnBinding(kind: AnyIdentifierCase) {
        let container = Container()
        container.bind(String.self, value: "unnamed")
        container.bind(String.self, id: kind.identifier, value: kind.testDescription)
        #expect(container.resolve(String.self, id: kind.identifier) == kind.testDescription)
        #expect(container.resolve(String.self) == "unnamed")
        #expect(container.resolve(String.self, id: "another") == nil)
    }

    @Test("equal values of different types are different identifiers: 1, Int8(1), 1.0, \"1\", true")
    func equalValuesOfDifferentTypesStayApart() {
        let container = Container()
        let identifiers: [any Hashable & Sendable] = [1, Int8(1), UInt(1), 1.0, "1", true, Character("1")]
        for (index, identifier) in identifiers.enumerated() {
            container.bind(Int.self, id: identifier, value: index)
        }
        let resolved = identifiers.map { container.resolve(Int.self, id: $0) }
        #expect(resolved == Array(0..<identifiers.count).map { Optional($0) })
    }

    @Test("500 identifiers whose hashes all collide but are not equal each keep their own binding")
    func collidingHashesStayApart() {
        let container = Container()
        for value in 0..<500 {
            container.bind(Int.self, id: CollidingIdentifier(value: value), value: value)
        }
        let wrong = (0..<500).filter { container.resolve(Int.self, id: CollidingIdentifier(value: $0)) != $0 }
        #expect(wrong.isEmpty)
        #expect(container.resolve(Int.self, id: CollidingIdentifier(value: 500)) == nil)
    }

    @Test("colliding identifiers stay apart in task-local overrides too")
    func collidingHashesInOverrides() {
        let container = Container()
        container.bind(Int.self, id: CollidingIdentifier(value: 0), value: 0)
        let resolved = Container.withOverrides {
            for value in 1..<50 {
                $0.bind(Int.self, id: CollidingIdentifier(value: value), value: value * 10)
            }
        } operation: {
            (0..<50).map { container.resolve(Int.self, id: CollidingIdentifier(value: $0)) }
        }
        #expect(resolved == [0] + (1..<50).map { Optional($0 * 10) })
    }

    @Test("identifiers equal by Swift's rules share a binding: 0.0 and -0.0, composed and decomposed é")
    func equalIdentifiersShareABinding() {
        let container = Container()
        container.bind(String.self, id: 0.0, value: "zero")
        container.bind(String.self, id: "\u{E9}", value: "é")
        #expect(container.resolve(String.self, id: -0.0) == "zero")
        #expect(container.resolve(String.self, id: "e\u{301}") == "é")
    }

    @Test("an optional identifier that is nil means the unnamed binding")
    func nilOptionalIdentifierIsUnnamed() {
        let container = Container()
        container.bind(String.self, value: "unnamed")
        let missing: Int? = nil
        #expect(container.resolve(String.self, id: missing) == "unnamed")
    }

    @Test("an identifier that is not equal to itself (Double.nan) is refused at bind with DI006")
    func nanIdentifierIsRefused() {
        let container = Container()
        let trapped = DiagnosticReporter.captureTrap {
            container.bind(Int.self, id: Double.nan, value: 1)
        }
        #expect(trapped?.code == .invalidIdentifier)
        #expect(trapped?.description.contains("To fix, ") == true)
        #expect(container.isBound(Int.self, id: Double.nan) == false)
    }

    @Test("10,000 identified bindings all resolve, and 10,000 overrides of them are seen")
    func tenThousandKeys() {
        let container = Container()
        for index in 0..<10_000 {
            container.bind(Int.self, id: index, value: index)
        }
        #expect((0..<10_000).allSatisfy { container.resolve(Int.self, id: $0) == $0 })
        let overridden = Container.withOverrides {
            for index in 0..<10_000 {
                $0.bind(Int.self, id: index, value: -index)
            }
        } operation: {
            (0..<10_000).allSatisfy { container.resolve(Int.self, id: $0) == -$0 }
        }
        #expect(overridden)
    }

    /// Identifiers no binding could ever be found by.
    static let invalidIdentifiers: [AnyIdentifierCase] = [
        AnyIdentifierCase("", "empty String"), AnyIdentifierCase(Double.nan, "Double.nan"),
        AnyIdentifierCase(Float.nan, "Float.nan"),
    ]

    @Test(
        "an invalid identifier is refused at bind with DI006 pointing at the caller's line",
        arguments: invalidIdentifiers)
    func invalidIdentifierRefusedAtBind(kind: AnyIdentifierCase) {
        let container = Container()
        let line: UInt = #line + 2
        let trapped = DiagnosticReporter.captureTrap {
            container.bind(Int.self, id: kind.identifier, value: 1)
        }
        #expect(trapped?.code == .invalidIdentifier)
        #expect(trapped?.location.line == line)
        #expect(trapped?.location.fileID.hasSuffix("HostileIdentifierTests.swift") == true)
    }

    @Test("every override write refuses an invalid identifier with DI006", arguments: invalidIdentifiers)
    func invalidIdentifierRefusedInOverrides(kind: AnyIdentifierCase) {
        let key = DependencyKey(Int.self, identifier: kind.identifier)
        let writes: [@Sendable () -> Void] = [
            {
                DependencyOverrides.with {
                    $0.set(key, value: 1)
                } operation: {
                }
            },
            {
                DependencyOverrides.with {
                    $0.set(key) { 1 }
                } operation: {
                }
            },
            {
                DependencyOverrides.with {
                    $0.setSingleton(key) { 1 }
                } operation: {
                }
            },
            {
                Container.withOverrides {
                    $0.bind(Int.self, id: kind.identifier, value: 1)
                } operation: {
                }
            },
        ]
        for write in writes {
            let trapped = DiagnosticReporter.captureTrap(write)
            #expect(trapped?.code == .invalidIdentifier)
            #expect(trapped?.location.fileID.hasSuffix("HostileIdentifierTests.swift") == true)
        }
    }

    @Test("@Inject declared with an invalid identifier is refused with DI006 at the declaration")
    func invalidIdentifierRefusedAtInject() {
        let trapped = DiagnosticReporter.captureTrap { _ = EmptyNamedInjection() }
        #expect(trapped?.code == .invalidIdentifier)
        #expect(trapped?.location.line == EmptyNamedInjection.declarationLine)
    }

    @Test("a resolve with an invalid identifier finds nothing, and its DI001 says why", arguments: invalidIdentifiers)
    func invalidIdentifierResolvesToNothing(kind: AnyIdentifierCase) {
        let container = Container()
        container.bind(Int.self, value: 1)
        #expect(container.resolve(Int.self, id: kind.identifier) == nil)
        #expect {
            try container.resolveThrowing(Int.self, id: kind.identifier)
        } throws: { error in
            guard let error = error as? DIError, error.code == .notRegistered else { return false }
            return error.facts.contains { $0.label == "Identifier" && $0.value.contains("no binding can have it") }
        }
    }
}

/// A struct whose `@Inject` names the empty identifier.
private struct EmptyNamedInjection {
    static let declarationLine: UInt = #line + 1
    @Inject("") var value: Int
}
