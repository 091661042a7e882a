import DIEffects

/// App code that polls: it sleeps on its scheduler between polls and awaits each fetch.
public struct Poller: Sendable {
    let scheduler: CallbackScheduler

    /// A poller that sleeps on `scheduler`.
    public init(scheduler: CallbackScheduler) {
        self.scheduler = scheduler
    }

    /// Polls `times` times, one second apart, and returns how many fetches finished.
    public func poll(times: Int, fetch: @Sendable () async -> Void) async throws -> Int {
        var finished = 0
        for _ in 0..<times {
            try await scheduler.sleep(for: .seconds(1))
            await fetch()
            finished += 1
        }
        return finished
    }
}

/// App code that stores its clock's type, as a debouncer does, and counts down on the clock's timer.
public struct Countdown<C: Clock<Duration>>: Sendable {
    let clock: C

    /// A countdown on `clock`.
    public init(clock: C) {
        self.clock = clock
    }

    /// The seconds left at each tick, from `seconds - 1` to zero.
    public func run(from seconds: Int) async -> [Int] {
        var left: [Int] = []
        for await _ in clock.timer(interval: .seconds(1)).prefix(seconds) {
            left.append(seconds - left.count - 1)
        }
        return left
    }
}
