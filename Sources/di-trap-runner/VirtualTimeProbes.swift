@_spi(Testing) import DIEffects
import Foundation

/// Virtual time in a program whose main queue never runs: this runner's synchronous `main` blocks on a semaphore.
enum VirtualTimeProbes {
    /// Twice moves time past a sleeper that ends once woken, so each move gives the main queue its turns; here the
    /// main queue never runs, so the first move must report DI019 and return instead of waiting for it forever, and
    /// the second return without waiting or reporting again.
    static func mainQueueNeverRuns() {
        AsyncProbes.runToEnd {
            let clock = TestClock()
            for _ in 0..<2 {
                let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
                await clock.waitForSleepers(1)
                await TestClock.withMainQueueWaitLimit(.milliseconds(300)) {
                    await clock.advance(by: .seconds(2))
                }
                let finished = (try? await sleeper.value) != nil
                print("advanced to \(clock.now.offset); the sleeper finished: \(finished)")
            }
        }
    }
}
