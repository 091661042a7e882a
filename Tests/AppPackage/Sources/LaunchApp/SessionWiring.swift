import DIWrappers

/// An access token the app refreshes every five minutes, counting how often it is handed out.
public final class AccessToken {
    /// How many times a resolve handed this token out.
    public var handOuts = 0

    /// A fresh token.
    public init() {}
}

/// The flow that owns a checkout; screens refer back to it weakly.
public protocol CheckoutFlow: AnyObject {
    /// Ends the flow.
    func finish()
}

/// A screen of the checkout that points back to the flow owning it, without keeping it alive.
public final class PaymentScreen {
    @WeakInject var flow: (any CheckoutFlow)?

    /// A screen whose flow is resolved on first use.
    public init() {}

    /// Whether the flow that owns the screen is still alive.
    public var hasFlow: Bool {
        flow != nil
    }
}

/// Factory's modifiers, written as a Factory team ports them: a time to live, a decorator on one binding and
/// one on every binding of `main`.
public enum SessionWiring {
    /// Binds the token with a five-minute time to live on `clock`, and counts each hand-out.
    public static func register(clock: some Clock<Duration> = ContinuousClock(), log: @escaping (String) -> Void) {
        Container.bind(.timeToLive(.seconds(300), clock: clock), to: AccessToken.self) { _ in AccessToken() }
        Container.main.decorate(AccessToken.self) { token in token.handOuts += 1 }
        Container.main.decorateAll { value in log("resolved \(type(of: value))") }
    }
}
