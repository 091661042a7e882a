@_spi(Testing) import DICore
import DITesting
import Testing
import UserApp

/// DICore's test hook `captureTrap` is behind `@_spi(Testing)`: a user's test reaches it with that import, as the
/// Testing article shows.
@Suite("A trap captured in a user's test", .isolatedDependencies)
struct CapturedTrapTests {
    @Test("captureTrap, reached through the Testing SPI of DICore, returns the trap of an @Inject with nothing bound")
    func capturesTheTrap() throws {
        let error = try #require(DiagnosticReporter.captureTrap { _ = WelcomeScreen().greeter })
        #expect(error.code == .notRegistered)
        #expect(error.key == DependencyKey((any Greeter).self))
    }
}
