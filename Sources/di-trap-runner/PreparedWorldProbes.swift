import DIEffects
import DIWrappers
import Foundation

/// `prepareWorld` at launch, which sets process-wide state once: each probe is a process of its own.
enum PreparedWorldProbes {
    static let prepared = Date(timeIntervalSince1970: 42)

    /// Prepares the world first, then prints what code reads where, and what a second preparation reports.
    static func preparedAtLaunch() {
        prepareWorld { $0.now = CommonDependencies.Now.constant(prepared) }
        print("context: \(DependencyContext.detected.rawValue)")
        print("outside any region: \(World.current.now() == prepared)")
        let inRegion = DependencyOverrides.with { _ in
        } operation: {
            World.current.now() == prepared
        }
        print("inside another region: \(inRegion)")
        let scoped = withWorld {
            $0.now = CommonDependencies.Now.constant(.distantPast)
        } operation: {
            World.current.now() == prepared
        }
        print("inside a withWorld scope: \(scoped)")
        let isolated = DependencyIsolation.withFreshState { World.current.now() == prepared }
        print("inside a test's fresh state: \(isolated)")
        let reader = Container(name: "launch")
        reader.bind(Date.self) { _ in World.current.now() }
        let (_, report) = WiringReport.recording { reader.resolve(Date.self) }
        print("recorded: \(report.edges.map(\.description).joined(separator: "; "))")
        let (_, reports) = DiagnosticReporter.collectReports {
            prepareWorld { $0.now = CommonDependencies.Now.constant(.distantFuture) }
        }
        print("second call: \(reports.map(\.code.rawValue).joined(separator: ", "))")
        print("after the second call: \(World.current.now() == prepared)")
    }

    /// Reads the world first, then prepares it: the preparation is refused and the world read stays.
    static func preparedAfterFirstRead() {
        _ = World.current
        let (_, reports) = DiagnosticReporter.collectReports {
            prepareWorld { $0.now = CommonDependencies.Now.constant(prepared) }
        }
        print("late call: \(reports.map(\.code.rawValue).joined(separator: ", "))")
        print("prepared world in use: \(World.current.now() == prepared)")
        prepareWorld { $0.now = CommonDependencies.Now.constant(prepared) }
    }
}
