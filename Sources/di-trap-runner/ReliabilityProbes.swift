import DIWrappers
import Foundation

/// A service no probe binds.
final class Missing {}

/// A singleton whose factory needs `Missing`.
final class NeedsMissing {}

/// A singleton whose factory needs `NeedsMissing`.
final class NeedsNeedsMissing {}

/// A singleton whose factory waits for another thread.
final class WaitsForAnotherThread {}

/// Probes for the hangs and crashes issue 14 removed; each prints what it saw on standard output.
///
/// Each runs in its own process because a regression hangs or crashes: the hardening tests give
/// the child a time limit and read its output and how it ended.
enum ReliabilityProbes {
    /// `verify()` of a container where one singleton's factory traps and another needs it.
    ///
    /// The trap ends `verify()`'s helper thread inside the first singleton's build; the second
    /// binding's check must build it again and report, not wait forever for the dead thread.
    static func verifyWithTrappingSingleton() {
        let container = Container(name: "Probe")
        container.bind(.singleton, to: NeedsMissing.self) { container in
            _ = container.resolveAssert(Missing.self)
            return NeedsMissing()
        }
        container.bind(.singleton, to: NeedsNeedsMissing.self) { container in
            _ = container.resolveAssert(NeedsMissing.self)
            return NeedsNeedsMissing()
        }
        let report = container.verify()
        print("problems: \(report.problems.count)")
        for problem in report.problems {
            print("\(problem.code.rawValue) \(problem.summary) path: \(problem.path.map(\.description))")
        }
    }

    /// A singleton factory that blocks until the main thread has resolved the same singleton.
    ///
    /// The main thread waits for the build the background thread owns, and the background thread
    /// waits on a semaphore for the main thread: no lock cycle a per-thread stack could see. The
    /// waiter must give up after `ResolutionLimits.buildWaitTimeout` with DI011: a trap through
    /// `resolve`, a thrown error through `resolveThrowing`, after which the build completes.
    static func crossThreadWait(throwing: Bool) {
        ResolutionLimits.buildWaitTimeout = .milliseconds(200)
        let container = Container(name: "Probe")
        let request = DispatchSemaphore(value: 0)
        let reply = DispatchSemaphore(value: 0)
        container.bind(.singleton, to: WaitsForAnotherThread.self) { _ in
            request.signal()
            reply.wait()
            return WaitsForAnotherThread()
        }
        let outerDone = DispatchSemaphore(value: 0)
        Thread {
            _ = container.resolve(WaitsForAnotherThread.self)
            outerDone.signal()
        }
        .start()
        request.wait()
        if throwing {
            do {
                _ = try container.resolveThrowing(WaitsForAnotherThread.self)
                print("inner: resolved")
            } catch let error as DIError {
                print("inner threw \(error.code.rawValue)")
                print(error)
            } catch {
                print("inner threw \(error)")
            }
        } else {
            _ = container.resolve(WaitsForAnotherThread.self)
        }
        reply.signal()
        outerDone.wait()
        print("outer: resolved")
    }

    /// A container graph `depth` levels deep, resolved on a thread with `stackSize` bytes of stack.
    static func deepGraph(depth: Int, stackSize: Int) {
        let container = Container(name: "Deep")
        for level in 0..<depth {
            container.bind(Int.self, id: level) { container in
                level + 1 == depth ? 0 : container.resolveAssert(Int.self, id: level + 1) + 1
            }
        }
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            print("resolved: \(String(describing: container.resolve(Int.self, id: 0)))")
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
    }
}
