@_spi(Testing) import DICore
import DIRegistry
import DITesting
import Testing

/// A registry reports the `DIError` every style reports for the same failure (the same-error conformance row).
@Suite("Registry failures as every style reports them", .isolatedDependencies)
struct RegistryFailureMappingTests {
    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "the disk is full" }
    }

    @Test("an AsyncLazy whose builder throws is DI007 with its key as the path, at the line that made it")
    func throwingBuilderIsFactoryFailed() async throws {
        let lazy = AsyncLazy<Int>(fileID: "MyApp/Registries.swift", line: 12) { throw DiskFull() }
        let key = DependencyKey(Int.self)
        let error = try await #require(throws: DIError.self) { _ = try await lazy.instance }
        let expected = DIError.factoryFailed(key, underlying: DiskFull(), path: [key])
        #expect(error.code == expected.code)
        #expect(error.path == [key])
        #expect(error.facts == expected.facts)
        #expect(error.rule == expected.rule)
        #expect(error.fix == expected.fix)
        #expect(error.location == SourceLocation(fileID: "MyApp/Registries.swift", line: 12))
    }

    @Test("an override of a registry with another type names the registry's own class as the expected type")
    func wrongTypeNamesTheRegistry() throws {
        let key = DependencyKey(CoreRegistry.self)
        let error = try #require(
            DependencyOverrides.with {
                $0.set(key, value: "not a registry")
            } operation: {
                DiagnosticReporter.captureTrap { _ = CoreRegistry.shared }
            })
        let expected = DIError.typeMismatch(key, expected: CoreRegistry.self, actual: String.self)
        #expect(error.code == .typeMismatch)
        #expect(error.summary == expected.summary)
        #expect(error.facts == expected.facts)
        #expect(error.fix == expected.fix)
    }
}
