import DIWrappers
import Foundation

/// Fusion's deadlock, in a container that opted into Fusion's one-factory-at-a-time rule.
enum SerializedFactoryProbe {
    /// A factory waits for a thread that resolves from the same serialized container: Fusion hung here.
    ///
    /// The other thread must stop waiting with DI011 after the (shortened) build-wait timeout,
    /// so the factory finishes and the process exits normally.
    static func blockedFactory() {
        ResolutionLimits.buildWaitTimeout = .milliseconds(200)
        let container = Container(name: "Legacy", serializesFactories: true)
        container.bind(value: "needed by the other thread")
        container.bind(to: Int.self) { container in
            let done = DispatchSemaphore(value: 0)
            Thread {
                do {
                    _ = try container.resolveThrowing(String.self)
                    print("other: resolved")
                } catch let error as DIError {
                    print("other threw \(error.code.rawValue)")
                    print(error)
                } catch {
                    print("other threw \(error)")
                }
                done.signal()
            }
            .start()
            done.wait()
            return 1
        }
        print("outer: \(container.resolve(Int.self) ?? 0)")
    }
}
