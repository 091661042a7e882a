@_spi(Testing) import DICore
import DIRegistry
import DITesting
import DIWrappers
import Foundation
import Testing

/// A dependency the recovery tests bind only after a first attempt trapped.
final class LateDependency: Sendable {}

/// A singleton that needs ``LateDependency``.
final class NeedsLateDependency: Sendable {
    let dependency: LateDependency

    init(dependency: LateDependency) {
        self.dependency = dependency
    }
}

@Suite("Recovery after a captured trap", .isolatedDependencies)
struct TrapRecoveryTests {
    @Test(
        "a build that trapped under captureTrap is abandoned: fixing the wiring and resolving again succeeds",
        arguments: [Scope.singleton, .lazy, .custom("recovery"), .weak])
    func trappedBuildIsRetried(scope: Scope) async {
        let container = Container()
        container.bind(scope, to: NeedsLateDependency.self) { container in
            NeedsLateDependency(dependency: container.resolveAssert(LateDependency.self))
        }
        let trapped = DiagnosticReporter.captureTrap { _ = container.resolveAssert(NeedsLateDependency.self) }
        #expect(trapped?.code == .notRegistered)
        container.bind(LateDependency.self, value: LateDependency())
        let resolved = await Watchdog.onThread { _ in container.resolve(NeedsLateDependency.self) != nil }
        #expect(resolved == true)
    }

    @Test("a build that trapped under captureTrap reports again on the next attempt instead of hanging")
    func trappedBuildReportsAgain() async {
        let container = Container()
        container.bind(.singleton, to: NeedsLateDependency.self) { container in
            NeedsLateDependency(dependency: container.resolveAssert(LateDependency.self))
        }
        _ = DiagnosticReporter.captureTrap { _ = container.resolveAssert(NeedsLateDependency.self) }
        let second = await Watchdog.onThread { _ in
            DiagnosticReporter.captureTrap { _ = container.resolveAssert(NeedsLateDependency.self) }?.code
        }
        #expect(second == .notRegistered)
    }

    @Test("a Lazy whose builder trapped under captureTrap builds on the next read")
    func trappedLazyIsRetried() async {
        let attempts = Counter()
        nonisolated(unsafe) let lazy = Lazy<Tracked> {
            if attempts.next() == 1 {
                DiagnosticReporter.trap(.unimplemented("first attempt"))
            }
            return Tracked()
        }
        let trapped = DiagnosticReporter.captureTrap { _ = lazy.instance }
        #expect(trapped?.code == .unimplemented)
        let label = await Watchdog.onThread { _ in lazy.instance.label }
        #expect(label == "tracked")
        #expect(attempts.value == 2)
    }

    @Test("verify() of a singleton that traps and one that needs it returns both problems (child process)")
    func verifyReportsBothProblems() async throws {
        let outcome = try await TrapProcess.run("verify-trapping-singleton")
        #expect(!outcome.hung, "the child wrote nothing and did not end for \(Watchdog.stallLimit): it hangs")
        #expect(outcome.reason == .exit && outcome.status == 0, "\(outcome.reason) \(outcome.status)")
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "problems: 2", "stdout was:\n\(outcome.standardOutput)")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("DI001 Container.resolveAssert(Missing.self)") })
        #expect(lines.contains { $0.contains("di_trap_runner.NeedsNeedsMissing") })
    }

    @Test("a trap captured inside an override region keeps that region's values alive, as captureTrap documents")
    func trapInsideScopeKeepsTheScope() {
        let trapped = Self.overrideValueLifetime { DiagnosticReporter.trap(.unimplemented("inside the scope")) }
        let finished = Self.overrideValueLifetime {}
        #expect(trapped.object != nil, "the dead helper thread's copy of the scope holds the override")
        #expect(finished.object == nil, "without a trap the override is released with its scope")
    }

    /// Watches an override's value while `body` runs under `captureTrap` inside the override's region.
    private static func overrideValueLifetime(_ body: @escaping @Sendable () -> Void) -> WeakBox<Tracked> {
        let value = Tracked("override")
        let watched = WeakBox(value)
        Container.withOverrides {
            $0.bind(Tracked.self, value: value)
        } operation: {
            _ = DiagnosticReporter.captureTrap(body)
        }
        return watched
    }
}
