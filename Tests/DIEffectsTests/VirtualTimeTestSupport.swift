import DIEffects
import Foundation
import Testing

/// Awaits `task`, cancelling it if it has not finished after `limit` of real time: a guard against a hang,
/// so a virtual-time test whose sleeper is never woken fails with a message instead of stopping the suite.
///
/// The limit is far beyond what any machine needs, however busy: a lost sleeper is found by the tests
/// themselves (``TestClock/sleeperCount`` after time has moved past every deadline), not by this limit.
/// Returns whether the task finished by itself.
func finishes<Success: Sendable>(
    _ task: Task<Success, any Error>,
    within limit: Duration = .seconds(300)
) async -> Bool {
    let watchdog = Task {
        try await Task.sleep(for: limit)
        task.cancel()
    }
    defer { watchdog.cancel() }
    let result = await task.result
    if case .failure(let error) = result, error is CancellationError { return false }
    return true
}

/// How many rounds a virtual-time stress test runs: `standard`, or the number in the environment variable
/// `DITOOLKIT_VIRTUAL_TIME_ROUNDS` (`Scripts/stress-virtual-time.sh` runs 10,000 beside busy processes).
func stressRounds(_ standard: Int) -> Int {
    ProcessInfo.processInfo.environment["DITOOLKIT_VIRTUAL_TIME_ROUNDS"].flatMap(Int.init) ?? Load.rounds(standard)
}

/// How much else the machine is doing while a virtual-time test runs.
enum Load: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// Nothing but the test.
    case idle
    /// A thread spinning on a second core, so the threads that run woken tasks get preempted.
    case busySecondCore

    var testDescription: String { rawValue }

    /// Whether the thread sanitizer runs this process (`.ci/run` sets `TSAN_OPTIONS` for its run): it checks races,
    /// not load, and makes every step many times slower, so the stress loops run a tenth of their rounds there.
    static let underThreadSanitizer = ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil

    /// `rounds`, or a tenth of them under the thread sanitizer.
    static func rounds(_ rounds: Int) -> Int {
        underThreadSanitizer ? max(1, rounds / 10) : rounds
    }

    /// Runs `body` under this load.
    func apply<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        guard self == .busySecondCore else { return try await body() }
        let stop = Locked(false)
        let spinning = Thread {
            // Looks at the flag between bursts: taking its lock on every turn would make the spinner a lock
            // contender rather than a busy core.
            var turns = 0
            while !stop.withLock({ $0 }) {
                for _ in 0..<100_000 { turns &+= 1 }
            }
        }
        spinning.start()
        defer { stop.withLock { $0 = true } }
        return try await body()
    }
}

/// How a test moves a virtual clock past every deadline.
enum Stepping: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case run
    case advance

    var testDescription: String { "\(rawValue)()" }

    func move(_ clock: TestClock, by duration: Duration) async {
        switch self {
        case .run: await clock.run()
        case .advance: await clock.advance(by: duration)
        }
    }
}

/// A generator that hands out at most `limit` draws of `base` and then a fixed usable value, so a test of
/// a generator that never satisfies `random(in:using:)` fails on its draw count instead of hanging.
struct DrawLimit<Base: RandomNumberGenerator>: RandomNumberGenerator {
    var base: Base
    let limit: Int
    private(set) var draws = 0

    init(_ base: Base, limit: Int = 64) {
        self.base = base
        self.limit = limit
    }

    mutating func next() -> UInt64 {
        draws += 1
        return draws > limit ? 0x9E37_79B9_7F4A_7C15 : base.next()
    }
}

/// Runs `hold` on the main thread (so the main actor and the main queue run nothing else meanwhile), from a job on
/// the main queue; returns once it has begun, with the task that ends when `hold` returns.
func holdMainThread(_ hold: @escaping @Sendable () -> Void) async -> Task<Void, Never> {
    let (begun, begin) = AsyncStream<Void>.makeStream()
    let holder = Task { @MainActor in
        begin.finish()
        hold()
    }
    for await _ in begun {}
    return holder
}
