import DIWrappers
import Foundation

/// Whether what rebinds and resets of the process-wide `Container.main` replace is freed, watched from outside.
enum ReclamationProbes {
    /// 100,000 rebinds of a singleton in `Container.main`, each resolved, with a reset every tenth: prints how many
    /// instances are still alive at the end (the current one) and how much the resident memory grew after warm-up.
    ///
    /// A line every 10,000 rounds tells the test the child is still at work, however slow the machine.
    static func rebindMain() {
        for round in 0..<100_000 {
            if round % 10_000 == 0 {
                print("rounds: \(round)")
                fflush(nil)
            }
            Container.main.bind(.singleton, to: Counted.self) { _ in Counted() }
            _ = Container.main.resolveAssert(Counted.self)
            if round % 10 == 9 {
                Scope.reset(.singleton)
                _ = Container.main.resolveAssert(Counted.self)
            }
            if round == 1_000 {
                warmResident = residentKiB()
            }
        }
        print("alive after: \(Counted.alive.withLock { $0 })")
        print("resident growth KiB: \(residentKiB() - warmResident)")
    }

    nonisolated(unsafe) private static var warmResident = 0

    /// The process's resident memory in KiB (Linux `/proc/self/statm`; elsewhere 0, so the growth reads 0).
    private static func residentKiB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(getpagesize()) / 1024
    }
}

/// An instance that counts how many of its kind are alive.
final class Counted: Sendable {
    static let alive = Locked(0)

    init() {
        Self.alive.withLock { $0 += 1 }
    }

    deinit {
        Self.alive.withLock { $0 -= 1 }
    }
}
