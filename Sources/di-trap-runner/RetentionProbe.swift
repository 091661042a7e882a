import DIRegistry
import Foundation

/// A registry only the retention probe touches, so its process-wide state is the probe's alone.
final class ProbeRegistry: Registry {
    static func createMockShared() -> ProbeRegistry {
        ProbeRegistry()
    }
}

/// Measures what `resetAllSharedInstances()` keeps alive outside any test isolation.
///
/// Runs in its own process because it resets process-wide registry state, which would
/// disturb tests running in parallel. Prints one line the hardening tests compare exactly.
enum RetentionProbe {
    /// Tracks how many registries created by the probe are still alive.
    nonisolated(unsafe) static var alive = 0

    final class CountedRegistry: Registry {
        override init() {
            RetentionProbe.alive += 1
        }

        deinit {
            RetentionProbe.alive -= 1
        }

        static func createMockShared() -> CountedRegistry {
            CountedRegistry()
        }
    }

    /// What ``HandedOutRegistry`` builds on first use.
    final class Service {}

    /// A registry the probe reads through `shared`, and whose `Lazy` and `AsyncLazy` it reads, before resetting it.
    final class HandedOutRegistry: Registry, @unchecked Sendable {
        let service = Lazy { Service() }
        let connection = AsyncLazy { Service() }

        static func createMockShared() -> HandedOutRegistry {
            HandedOutRegistry()
        }
    }

    static func globalRegistryReset() {
        weak var assigned: ProbeRegistry?
        do {
            let live = ProbeRegistry()
            assigned = live
            ProbeRegistry.assignDesiredImplementation(to: live)
        }
        BaseRegistry.resetAllSharedInstances()
        let retainedAfterOneReset = assigned != nil
        weak var handedOut: HandedOutRegistry?
        weak var service: Service?
        let connection = WeakBox()
        do {
            let live = HandedOutRegistry()
            handedOut = live
            HandedOutRegistry.assignDesiredImplementation(to: live)
            precondition(HandedOutRegistry.shared === live, "shared did not hand out the assignment")
            service = HandedOutRegistry.shared.service.instance
            AsyncProbes.runToEnd { connection.object = try? await HandedOutRegistry.shared.connection.instance }
        }
        BaseRegistry.resetAllSharedInstances()
        let keptRetained = "\(service != nil), \(connection.object != nil)"
        for _ in 0..<1_000 {
            CountedRegistry.assignDesiredImplementation(to: CountedRegistry())
            BaseRegistry.resetAllSharedInstances()
        }
        print(
            "assigned retained after reset: \(retainedAfterOneReset); "
                + "handed out retained after reset: \(handedOut != nil); its Lazy and AsyncLazy instances retained "
                + "after reset: \(keptRetained); alive after 1000 resets: \(alive)")
    }
}

/// A weak reference a task can fill in.
private final class WeakBox: @unchecked Sendable {
    weak var object: RetentionProbe.Service?
}
