@_spi(Testing) import DICore
import DIEffects
import Foundation
import Testing

/// A world override that cannot produce a `World` is a programming error, not a reason to hand out another world.
@Suite("World overrides that produce no World")
struct WorldOverrideMisuseTests {
    struct Broken: Error {}

    @Test("an override of World's key holding another type stops with DI003, not the context's world")
    func wrongTypeStops() throws {
        let error = try #require(
            DiagnosticReporter.captureTrap {
                DependencyOverrides.with {
                    $0.set(DependencyKey(World.self), value: 42)
                } operation: {
                    _ = World.current
                }
            })
        #expect(error.code == .typeMismatch)
        #expect(error.description.contains("World"))
        #expect(error.description.contains("Int"))
    }

    @Test("an override of World's key whose factory throws stops with DI007, naming the error")
    func throwingFactoryStops() throws {
        let error = try #require(
            DiagnosticReporter.captureTrap {
                DependencyOverrides.with {
                    $0.set(DependencyKey(World.self)) { () throws -> World in throw Broken() }
                } operation: {
                    _ = World.current
                }
            })
        #expect(error.code == .factoryFailed)
        #expect(error.description.contains("Broken"))
    }

    @Test("a throwing override of World's key has World as its path, as a throwing binding has its key")
    func throwingFactoryHasWorldAsPath() throws {
        let error = try #require(
            DiagnosticReporter.captureTrap {
                DependencyOverrides.with {
                    $0.set(DependencyKey(World.self)) { () throws -> World in throw Broken() }
                } operation: {
                    _ = World.current
                }
            })
        #expect(error.path == [DependencyKey(World.self)])
    }
}
