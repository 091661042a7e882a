import DICore
import DIRegistry
import Testing

/// A class with mutable state and no synchronisation: never `Sendable`.
private final class Unsynchronised {
    var count = 0
}

/// Whether `type` conforms to `Sendable`, decided at compile time by overload resolution.
private func isSendable<T>(_ type: T.Type) -> Bool {
    false
}

private func isSendable<T: Sendable>(_ type: T.Type) -> Bool {
    true
}

@Suite("Sendable holes")
struct SendabilityTests {
    @Test("Locked is Sendable only when its value is")
    func lockedIsConditionallySendable() {
        #expect(isSendable(Locked<Int>.self))
        #expect(!isSendable(Locked<Unsynchronised>.self))
    }

    @Test("Lazy and WeakLazy are not Sendable: their builder may be isolated to the actor that made it")
    func lifetimesAreNotSendable() {
        #expect(!isSendable(Lazy<Int>.self))
        #expect(!isSendable(WeakLazy<Tracked>.self))
    }
}
