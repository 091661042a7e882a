import DICore

/// The service most scenarios hand out: live says "live", overrides say what the test asks.
///
/// ```swift
/// let greeter: any Greeter = FixedGreeter("mock")
/// greeter.greeting  // "mock"
/// ```
public protocol Greeter: Sendable {
    /// The text this greeter produces.
    var greeting: String { get }
}

/// The live greeter every style wires by default.
public struct LiveGreeter: Greeter {
    /// Always `"live"`.
    public let greeting = "live"

    /// Creates the live greeter.
    public init() {}
}

/// A greeter with fixed text, used as the test override.
public struct FixedGreeter: Greeter {
    /// The fixed text.
    public let greeting: String

    /// Creates a greeter that always says `greeting`.
    public init(_ greeting: String) {
        self.greeting = greeting
    }
}

/// An object whose identity the lifetime scenarios compare.
public final class Service: Sendable {
    /// A serial number, for readable failures.
    public let serial: Int

    /// Creates a service numbered `serial`.
    public init(serial: Int = 0) {
        self.serial = serial
    }
}

/// Counts how often a factory ran, from any thread.
public final class BuildCounter: Sendable {
    private let count = Locked(0)

    /// Creates a counter at zero.
    public init() {}

    /// Records one build and returns the new total.
    @discardableResult
    public func record() -> Int {
        count.withLock {
            $0 += 1
            return $0
        }
    }

    /// The number of builds so far.
    public var value: Int {
        count.current
    }
}
