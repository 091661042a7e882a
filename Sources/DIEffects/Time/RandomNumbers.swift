/// A random number generator effect that can be live, seeded or unimplemented.
///
/// Copies share their state, so a seeded generator stored in a ``World`` yields
/// one deterministic sequence however often the world is copied.
///
/// ```swift
/// var random = RandomNumbers.seeded(42)
/// let roll = Int.random(in: 1...6, using: &random)
/// ```
public struct RandomNumbers: RandomNumberGenerator, Sendable {
    private let produce: @Sendable () -> UInt64

    /// A generator that calls `produce` for each 64 random bits.
    ///
    /// ```swift
    /// let zeros = RandomNumbers { 0 }
    /// ```
    public init(_ produce: @escaping @Sendable () -> UInt64) {
        self.produce = produce
    }

    /// The next 64 random bits.
    ///
    /// ```swift
    /// var random = RandomNumbers.live
    /// let bits = random.next()
    /// ```
    public mutating func next() -> UInt64 {
        produce()
    }

    /// The system's cryptographically secure generator.
    ///
    /// ```swift
    /// var random = RandomNumbers.live
    /// ```
    public static var live: RandomNumbers {
        RandomNumbers {
            var system = SystemRandomNumberGenerator()
            return system.next()
        }
    }

    /// A deterministic SplitMix64 sequence: the same seed gives the same numbers on every platform.
    ///
    /// ```swift
    /// var first = RandomNumbers.seeded(7), second = RandomNumbers.seeded(7)
    /// #expect(first.next() == second.next())
    /// ```
    public static func seeded(_ seed: UInt64) -> RandomNumbers {
        let state = Locked(seed)
        return RandomNumbers {
            state.withLock { splitMix64(advancing: &$0) }
        }
    }

    /// The next SplitMix64 number after `state`, which it advances.
    static func splitMix64(advancing state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
