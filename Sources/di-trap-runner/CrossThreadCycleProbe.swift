import DIRegistry
import Foundation

/// Shows what happens when two threads first read the two halves of a `Lazy` cycle at once.
///
/// On one thread the cycle is reported (`DI002`). On two threads each builder holds its
/// own `Lazy`'s build lock and waits for the other's, and cycle detection is per thread,
/// so neither sees a cycle. Runs in its own process because the threads may never return.
/// Prints "reported" or "deadlocked" (nothing finished within two seconds) and exits 0.
enum CrossThreadCycleProbe {
    static func run() {
        let bothInside = DispatchGroup()
        bothInside.enter()
        bothInside.enter()
        nonisolated(unsafe) var first: Lazy<Int>!
        nonisolated(unsafe) var second: Lazy<Int>!
        first = Lazy {
            bothInside.leave()
            bothInside.wait()
            return second.instance + 1
        }
        second = Lazy {
            bothInside.leave()
            bothInside.wait()
            return first.instance + 1
        }
        let finished = DispatchSemaphore(value: 0)
        for lazy in [first!, second!] {
            Thread {
                _ = lazy.instance
                finished.signal()
            }
            .start()
        }
        let outcome = finished.wait(timeout: .now() + 2) == .success ? "reported" : "deadlocked"
        print(outcome)
        exit(0)
    }
}
