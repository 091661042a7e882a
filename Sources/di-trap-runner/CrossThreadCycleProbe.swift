import DIRegistry
import Foundation

/// Shows what happens when two threads first read the two halves of a `Lazy` cycle at once.
///
/// Each thread builds its own `Lazy` and waits for the other's build. DICore's `BuildWaits`
/// sees the second thread's wait close the loop and reports the cycle (`DI002`); `Lazy.instance`
/// cannot throw, so the process stops with the full message. Runs in its own process because a
/// regression would leave the threads waiting forever: the process then hangs, and the test, which
/// kills a child that writes nothing for minutes, reports the hang.
enum CrossThreadCycleProbe {
    static func run() {
        let bothInside = DispatchGroup()
        bothInside.enter()
        bothInside.enter()
        let arrivals = AtomicCounter()
        let meet = {
            guard arrivals.increment() <= 2 else { return }
            bothInside.leave()
            bothInside.wait()
        }
        nonisolated(unsafe) var first: Lazy<Int>!
        nonisolated(unsafe) var second: Lazy<Int>!
        first = Lazy {
            meet()
            return second.instance + 1
        }
        second = Lazy {
            meet()
            return first.instance + 1
        }
        let finished = DispatchSemaphore(value: 0)
        for candidate in [first!, second!] {
            // `Lazy` is not Sendable; these two are built to be read from two threads at once.
            nonisolated(unsafe) let lazy = candidate
            Thread {
                _ = lazy.instance
                finished.signal()
            }
            .start()
        }
        finished.wait()
        finished.wait()
        print("both threads finished without a report")
        exit(0)
    }
}
