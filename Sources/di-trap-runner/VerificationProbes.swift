import DIWrappers
import Dispatch
import Foundation

/// What a `verify()` does with builds that would stop the app, watched from outside the process.
enum VerificationProbes {
    /// A `@MainActor` factory that resolveAsserts a key nothing binds, verified with `await`: the main thread can
    /// be neither ended nor parked, so the process stops, after printing the problem a synchronous binding had.
    static func mainActorTrap() {
        let container = Container(name: "Probe")
        container.bind(.singleton, to: NeedsMissing.self) { container in
            _ = container.resolveAssert(Missing.self)
            return NeedsMissing()
        }
        container.bind(.singleton, to: MainActorScreen.self) { @MainActor container in
            _ = container.resolveAssert(AlsoMissing.self)
            return MainActorScreen()
        }
        Task { @MainActor in
            _ = await container.verify()
            print("verify returned")
            exit(0)
        }
        dispatchMain()
    }

    /// A verification whose build trapped leaves no region alive: resolves take the fast path again.
    static func trapLeavesNoRegionAlive() {
        let container = Container(name: "Probe")
        container.bind(.singleton, to: NeedsMissing.self) { container in
            _ = container.resolveAssert(Missing.self)
            return NeedsMissing()
        }
        print("before: \(DependencyOverrides.mayBeActive)")
        let report = container.verify()
        print("problems: \(report.problems.map(\.code.rawValue))")
        print("after: \(DependencyOverrides.mayBeActive)")
    }
}

struct AlsoMissing {}

@MainActor
final class MainActorScreen {}
