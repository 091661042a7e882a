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

/// One half of a dependency cycle.
public final class CycleA: Sendable {
    let partner: CycleB
    init(partner: CycleB) { self.partner = partner }
}

/// The other half of a dependency cycle.
public final class CycleB: Sendable {
    let partner: CycleA
    init(partner: CycleA) { self.partner = partner }
}
