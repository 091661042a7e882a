import DICore

protocol Logger: Sendable {}
final class RemoteLogger: Logger {}
struct ValueLogger: Logger {}

enum Billing {
    struct Logger {}
}

struct Box<Wrapped> {}

/// Counts how often a factory ran, safely from many tasks.
final class Counter: Sendable {
    private let count = Locked(0)

    func increment() {
        count.withLock { $0 += 1 }
    }

    var value: Int {
        count.current
    }
}

/// An identifier whose hash always collides but which compares by value.
struct CollidingIdentifier: Hashable, Sendable {
    let value: Int

    func hash(into hasher: inout Hasher) {
        hasher.combine(0)
    }
}
