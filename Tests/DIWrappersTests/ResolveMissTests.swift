import DIWrappers
import Testing

/// A container with 10,000 bindings, none of them a `Logger`: 5,000 strings identified by integers, 4,999 integers
/// identified by strings, and an unnamed `RemoteLogger`.
private func crowdedContainer() -> Container {
    let container = Container(name: "crowded")
    for number in 0..<5_000 {
        container.bind(String.self, id: number, value: "\(number)")
    }
    for number in 0..<4_999 {
        container.bind(Int.self, id: "n\(number)", value: number)
    }
    container.bind(RemoteLogger.self, value: RemoteLogger())
    return container
}

@Suite("A resolve that finds nothing")
struct ResolveMissTests {
    final class Greeter: Sendable {
        let name: String
        init(name: String) { self.name = name }
    }

    @Test("a miss among 10,000 bindings names the nearest binding of its type")
    func nearestAmongMany() throws {
        let container = crowdedContainer()
        container.bind(Logger.self, id: "slack", value: SlackLogger())
        let error = try #require(throws: DIError.self) { try container.resolveThrowing(Logger.self, id: "mail") }
        #expect(error.code == .notRegistered)
        #expect(error.facts.contains(DIError.Fact("Nearest", "DIWrappersTests.Logger, id \"slack\"")))
        #expect(error.fix.hasSuffix(", or inject with @Inject(\"slack\") if you meant the identified binding."))
    }

    @Test("a miss among 10,000 bindings reports the binding Fusion would have found")
    func fusionMatchAmongMany() throws {
        let container = crowdedContainer()
        let (found, reports) = DiagnosticReporter.collectReports { container.resolve(String.self, id: 7 as UInt8) }
        #expect(found == nil)
        let report = try #require(reports.first)
        #expect(report.code == .migrationDifference)
        #expect(
            report.summary
                == "Container.resolve(String.self, id: 7) found no binding, but Fusion would have found "
                + "Swift.String, id 7 (a Swift.Int).")
    }

    @Test("a miss among 10,000 bindings names the arguments its service is bound with")
    func argumentsAmongMany() throws {
        let container = crowdedContainer()
        container.bind(Greeter.self) { (_, name: String) in Greeter(name: name) }
        let error = try #require(throws: DIError.self) { try container.resolveThrowing(Greeter.self, argument: 42) }
        #expect(error.fix.contains("Greeter is bound with arguments (Swift.String) (bound at "))
        #expect(error.fix.contains("and the resolve gave arguments (Swift.Int)"))
    }

    @Test("a missing binding's nearest keys are those bound when the error is read, not when the resolve missed")
    func nearestFoundWhenRead() throws {
        let container = Container(name: "app")
        // Caught by hand: `#require(throws:)` describes the error it catches, which would read its facts now.
        let missed = Result { try container.resolveThrowing(Logger.self) }
        guard case .failure(let failure) = missed, let error = failure as? DIError else {
            Issue.record("resolveThrowing found a Logger nobody bound")
            return
        }
        container.bind(Logger.self, id: "slack", value: SlackLogger())
        #expect(error.facts.contains(DIError.Fact("Nearest", "DIWrappersTests.Logger, id \"slack\"")))
        #expect(error.fix.hasSuffix(", or inject with @Inject(\"slack\") if you meant the identified binding."))
    }

    @Test("a miss does not hold a removed binding up as Fusion's match")
    func removedBindingIsNoMatch() {
        let container = Container()
        container.bind(id: 1, value: "one")
        container.unbind(String.self, id: 1)
        let (found, reports) = DiagnosticReporter.collectReports { container.resolve(String.self, id: 1 as UInt8) }
        #expect(found == nil)
        #expect(reports.isEmpty)
    }
}
