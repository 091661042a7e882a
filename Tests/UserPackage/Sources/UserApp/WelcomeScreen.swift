import DIWrappers

/// A screen that injects its greeter from `Container.main`.
public final class WelcomeScreen {
    /// The greeter bound in `Container.main`; reading it with nothing bound stops the process.
    @Inject public var greeter: any Greeter

    /// Creates the screen.
    public init() {}
}
