/// The bottom of a three-level chain: it holds the greeter.
///
/// ```swift
/// let outer = Outer(middle: Middle(inner: Inner(greeter: LiveGreeter())))
/// outer.message  // "outer > middle > inner > live"
/// ```
public struct Inner: Sendable {
    /// The greeter three levels below ``Outer``.
    public let greeter: any Greeter

    /// Builds the bottom level around `greeter`.
    public init(greeter: any Greeter) {
        self.greeter = greeter
    }

    /// `"inner > "` followed by the greeting.
    public var message: String { "inner > " + greeter.greeting }
}

/// The middle of the chain.
public struct Middle: Sendable {
    /// The level below.
    public let inner: Inner

    /// Builds the middle level around `inner`.
    public init(inner: Inner) {
        self.inner = inner
    }

    /// `"middle > "` followed by the level below's message.
    public var message: String { "middle > " + inner.message }
}

/// The top of the chain, what a screen would hold.
public struct Outer: Sendable {
    /// The level below.
    public let middle: Middle

    /// Builds the top level around `middle`.
    public init(middle: Middle) {
        self.middle = middle
    }

    /// `"outer > middle > inner > "` followed by the greeting.
    public var message: String { "outer > " + middle.message }
}
