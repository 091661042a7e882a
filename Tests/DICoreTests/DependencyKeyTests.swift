import DICore
import Testing

@Suite("DependencyKey")
struct DependencyKeyTests {
    @Test("a key describes its type with the fully qualified name")
    func describesFullyQualifiedType() {
        #expect(DependencyKey(Billing.Logger.self).description == "DICoreTests.Billing.Logger")
        #expect(DependencyKey((any Logger).self).description == "DICoreTests.Logger")
    }

    @Test("two types with the same short name are different keys")
    func sameShortNameDoesNotCollide() {
        #expect(DependencyKey(Billing.Logger.self) != DependencyKey((any Logger).self))
    }

    @Test("generic arguments, optionals and existentials are distinct keys")
    func genericOptionalAndExistentialAreDistinct() {
        let keys: Set = [
            DependencyKey(Box<Int>.self), DependencyKey(Box<String>.self),
            DependencyKey((any Logger).self), DependencyKey((any Logger)?.self),
        ]
        #expect(keys.count == 4)
    }

    @Test("an identified key differs from the unnamed key and describes its identifier")
    func identifierIsPartOfTheKey() {
        let slack = DependencyKey(Billing.Logger.self, identifier: "slack")
        #expect(slack != DependencyKey(Billing.Logger.self))
        #expect(slack.withoutIdentifier == DependencyKey(Billing.Logger.self))
        #expect(slack.description == "DICoreTests.Billing.Logger, id \"slack\"")
    }

    @Test("equal values of different identifier types are different identifiers")
    func identifierTypeMatters() {
        #expect(DependencyKey(Int.self, identifier: 1) != DependencyKey(Int.self, identifier: 1 as UInt8))
        #expect(DependencyKey(Int.self, identifier: 1) == DependencyKey(Int.self, identifier: 1))
    }

    @Test("identifiers whose hashes collide stay distinct", arguments: 0..<4)
    func collidingHashesDoNotAlias(value: Int) {
        var table: [DependencyKey: Int] = [:]
        for index in 0..<4 {
            table[DependencyKey(Int.self, identifier: CollidingIdentifier(value: index))] = index
        }
        #expect(table.count == 4)
        #expect(table[DependencyKey(Int.self, identifier: CollidingIdentifier(value: value))] == value)
    }

    @Test("wrapping an identifier twice keeps it equal")
    func rewrappingIsIdempotent() {
        let identifier = DependencyIdentifier("a")
        #expect(DependencyIdentifier(identifier) == identifier)
    }
}
