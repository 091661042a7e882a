import DITesting
import DIWrappers
import LaunchApp
import Testing

/// Swinject's spellings from an app team's package, MainActor by default: assemblies, forwarding, initCompleted,
/// a default scope, one instance reset and removeAll.
@Suite("A Swinject-style app wiring")
struct SwinjectModulesTests {
    @Test("assembled modules hand out one session under both protocols, its settings closed through a property")
    func sessionModule() throws {
        let assembler = Assembler([SessionAssembly()], parent: nil, defaultScope: .graph)
        let container = assembler.container
        let session = try container.resolveThrowing(UserSession.self)
        #expect(try container.resolveThrowing((any Authenticating).self) === session)
        #expect(try container.resolveThrowing((any SessionLogging).self).log("hi") == "[t0k3n] hi")
        #expect(session.settings?.session === session)
        #expect(container.verify().isValid)
        container.resetInstance(of: UserSession.self)
        #expect(try container.resolveThrowing((any Authenticating).self) !== session)
        container.removeAll()
        #expect(!container.isBound(UserSession.self))
    }

    @Test("a key two modules bind is a verify() problem naming both")
    func duplicateModules() {
        let assembler = Assembler([SessionAssembly(), DebugSessionAssembly()])
        let report = assembler.container.verify()
        #expect(report.problems.map(\.code) == [.registryAssignedTwice], "\(report)")
        #expect(report.description.contains("LaunchApp.SessionAssembly"))
        #expect(report.description.contains("LaunchApp.DebugSessionAssembly"))
    }
}
