/// How long a ``Scope/timeToLive(_:clock:)`` instance lives, and the clock its age is read on.
///
/// The clock is erased into a stopwatch, so a scope stays one plain `Hashable` value; equal when the lifetimes are
/// and the clock is the same (one clock instance, or one clock type).
package struct Expiry: Hashable, Sendable {
    /// The age at which a kept instance is rebuilt.
    package let lifetime: Duration
    /// Starts a stopwatch on the clock: the closure it returns reads the time elapsed since it was started.
    package let startStopwatch: @Sendable () -> @Sendable () -> Duration
    /// The clock's identity: its object for a clock class, its type otherwise.
    private let clockIdentity: ObjectIdentifier

    package init<C: Clock<Duration>>(lifetime: Duration, clock: C) {
        self.lifetime = lifetime
        startStopwatch = {
            let start = clock.now
            return { start.duration(to: clock.now) }
        }
        clockIdentity = C.self is AnyClass ? ObjectIdentifier(clock as AnyObject) : ObjectIdentifier(C.self)
    }

    package static func == (lhs: Expiry, rhs: Expiry) -> Bool {
        lhs.lifetime == rhs.lifetime && lhs.clockIdentity == rhs.clockIdentity
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(lifetime)
        hasher.combine(clockIdentity)
    }
}
