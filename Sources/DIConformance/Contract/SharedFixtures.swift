import DICore

/// A parent service that greets through its greeter leaf: `"Welcome, live"`.
public struct Welcome: Sendable {
    /// The leaf it was built with.
    public let greeter: any Greeter

    /// Builds the parent around `greeter`.
    public init(greeter: any Greeter) {
        self.greeter = greeter
    }

    /// `"Welcome, " + greeting`.
    public var message: String {
        "Welcome, " + greeter.greeting
    }
}

/// A service no style wires, for the missing-dependency scenario.
public protocol Unwired: Sendable {}

/// A store nobody wires, one of the two gaps the verification scenario must find.
public protocol UnwiredStore: Sendable {}

/// A clock nobody wires, the other gap the verification scenario must find.
public protocol UnwiredClock: Sendable {}

/// One half of a dependency cycle.
public final class CycleA: Sendable {
    /// The half it needs.
    public let partner: CycleB

    /// Builds it around its partner, which can never exist first.
    public init(partner: CycleB) { self.partner = partner }
}

/// The other half of a dependency cycle.
public final class CycleB: Sendable {
    /// The half it needs.
    public let partner: CycleA

    /// Builds it around its partner, which can never exist first.
    public init(partner: CycleA) { self.partner = partner }
}

/// A singleton that keeps the greeting its greeter said when it was built.
public final class CapturedGreeting: Sendable {
    /// The greeting read once, when the singleton was built.
    public let greeting: String

    /// Keeps `greeting`.
    public init(_ greeting: String) {
        self.greeting = greeting
    }
}
