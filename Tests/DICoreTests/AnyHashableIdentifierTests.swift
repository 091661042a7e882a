@_spi(Testing) import DICore
import Testing

/// The existential a Swift 5 module builds when it passes an `AnyHashable` as `id:` (a warning there, an error in Swift 6).
private func passedFromSwift5(_ value: AnyHashable) -> any Hashable & Sendable {
    unsafeBitCast(value as any Hashable, to: (any Hashable & Sendable).self)
}

final class AnyHashableToken: Hashable {
    static func == (lhs: AnyHashableToken, rhs: AnyHashableToken) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@Suite("AnyHashable identifiers equal the value they hold")
struct AnyHashableIdentifierTests {
    @Test("DependencyIdentifier(AnyHashable(\"slack\")) equals and hashes like DependencyIdentifier(\"slack\")")
    func explicitAnyHashableEqualsItsValue() {
        let wrapped = DependencyIdentifier(AnyHashable("slack"))
        #expect(wrapped == DependencyIdentifier("slack"))
        #expect(wrapped.hashValue == DependencyIdentifier("slack").hashValue)
        #expect(wrapped.base is String)
        #expect(wrapped.description == "\"slack\"")
    }

    @Test("an AnyHashable passed as an id from Swift 5 code names the same key as its value", arguments: [false, true])
    func swift5AnyHashableEqualsItsValue(wrappedFirst: Bool) {
        let plain = DependencyKey(Int.self, identifier: "slack")
        let wrapped = DependencyKey(Int.self, identifier: passedFromSwift5(AnyHashable("slack")))
        #expect(wrappedFirst ? wrapped == plain : plain == wrapped)
        #expect(Set([plain, wrapped]).count == 1)
    }

    @Test("an AnyHashable holding an identifier is that identifier")
    func anyHashableOfIdentifier() {
        let identifier = DependencyIdentifier(42)
        #expect(DependencyIdentifier(AnyHashable(identifier)) == identifier)
    }

    @Test("AnyHashable's numeric bridging is not adopted: 1 as UInt8 inside an AnyHashable is still a UInt8")
    func numericTypesStayDistinct() {
        #expect(DependencyIdentifier(AnyHashable(1 as UInt8)) == DependencyIdentifier(1 as UInt8))
        #expect(DependencyIdentifier(AnyHashable(1 as UInt8)) != DependencyIdentifier(1))
    }

    @Test("an empty string inside an AnyHashable is refused like a bare one")
    func emptyStringInsideIsInvalid() {
        #expect(DependencyIdentifier(AnyHashable("")).invalidityReason == "identifiers must not be empty strings")
    }

    @Test("an AnyHashable holding a class instance stops with DI006 at the caller's line")
    func classInstanceIsRefused() throws {
        let error = try #require(
            DiagnosticReporter.captureTrap { _ = DependencyIdentifier(AnyHashable(AnyHashableToken())) })
        #expect(error.code == .invalidIdentifier)
        #expect(
            error.summary
                == "DependencyIdentifier(AnyHashable) was given an instance of the class DICoreTests.AnyHashableToken.")
        #expect(error.location.fileID == "DICoreTests/AnyHashableIdentifierTests.swift")
        #expect(error.location.line == 52)  // the line the #require macro expands on
    }
}
