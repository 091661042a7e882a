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

    /// A registry the probe reads through `shared` before resetting it.
    final class HandedOutRegistry: Registry {
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
        do {
            let live = HandedOutRegistry()
            handedOut = live
            HandedOutRegistry.assignDesiredImplementation(to: live)
            precondition(HandedOutRegistry.shared === live, "shared did not hand out the assignment")
        }
        BaseRegistry.resetAllSharedInstances()
        for _ in 0..<1_000 {
            CountedRegistry.assignDesiredImplementation(to: CountedRegistry())
            BaseRegistry.resetAllSharedInstances()
        }
        print(
            "assigned retained after reset: \(retainedAfterOneReset); "
                + "handed out retained after reset: \(handedOut != nil); alive after 1000 resets: \(alive)")
    }
}
