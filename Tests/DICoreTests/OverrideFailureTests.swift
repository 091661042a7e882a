import DICore
import Testing

/// An override's failure is reported as every style reports the same failure of a binding.
@Suite("Override failures")
struct OverrideFailureTests {
    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "the disk is full" }
    }

    private let key = DependencyKey(String.self, identifier: "greeting")

    @Test("an override whose factory throws is DI007 with the key it was building as its path")
    func throwingFactoryHasItsKeyAsPath() throws {
        let error = try #require(throws: DIError.self) {
            try DependencyOverrides.with {
                $0.set(key) { () throws -> String in throw DiskFull() }
            } operation: {
                try DependencyOverrides.current.value(for: key, as: String.self)
            }
        }
        #expect(error.code == .factoryFailed)
        #expect(error.key == key)
        #expect(error.path == [key])
        #expect(error.facts.contains(DIError.Fact("Underlying", "the disk is full")))
    }

    @Test("an override of another type is DI003 naming the promised and the produced type")
    func wrongTypeNamesBothTypes() throws {
        let error = try #require(throws: DIError.self) {
            try DependencyOverrides.with {
                $0.set(key, value: 42)
            } operation: {
                try DependencyOverrides.current.value(for: key, as: String.self)
            }
        }
        #expect(error.code == .typeMismatch)
        #expect(error.facts == [DIError.Fact("Expected", "Swift.String"), DIError.Fact("Actual", "Swift.Int")])
    }
}
