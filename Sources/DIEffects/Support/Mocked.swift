/// A thread-safe, resettable mock value: the next value an effect built from it hands out.
///
/// Every mock in DIEffects comes in two forms. The per-instance form, built from
/// a ``Mocked`` you own, is the one to use: each test makes its own, so a test
/// running beside it cannot change its values. The seed's process-wide
/// `nextMocked…` properties are shared and kept for compatibility (inside
/// DITesting's isolation each test gets its own set of them too).
///
/// The effect reads ``next`` when it is *called*, not when it is built, so a
/// test may set the value after building the world.
///
/// ```swift
/// let date = Mocked(Date(timeIntervalSince1970: 0))
/// var world = World.mock()
/// world.now = CommonDependencies.Now.mock(date)
/// date.next = Date(timeIntervalSince1970: 1234)
/// #expect(world.now() == Date(timeIntervalSince1970: 1234))
/// ```
public final class Mocked<Value: Sendable>: Sendable {
    private let initial: Value
    private let storage: Locked<Value>

    /// Creates a mock whose next value, and value after ``reset()``, is `initial`.
    ///
    /// ```swift
    /// let locale = Mocked(Locale(identifier: "en_US"))
    /// ```
    public init(_ initial: Value) {
        self.initial = initial
        self.storage = Locked(initial)
    }

    /// The value the next call of an effect built from this mock returns.
    ///
    /// ```swift
    /// locale.next = CommonDependencies.Locales.germany
    /// ```
    public var next: Value {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// Restores the value the mock was created with.
    ///
    /// ```swift
    /// locale.reset()
    /// ```
    public func reset() {
        storage.withLock { $0 = initial }
    }

    /// An effect closure that returns ``next`` at call time.
    ///
    /// ```swift
    /// let locale: @Sendable () -> Locale = Mocked(Locale(identifier: "en_US")).effect
    /// ```
    public var effect: @Sendable () -> Value {
        { self.next }
    }
}
