/// How the singleton-per-test scenario runs code the way one test runs under a style's test support.
///
/// For DIToolkit's styles that is `DITesting`'s `.isolatedDependencies` trait (a fresh
/// `DependencyIsolation` state, wired by the test); for swift-dependencies its
/// `.dependencies` trait; for Swinject a `tearDown` that resets the container's scopes.
///
/// ```swift
/// TestIsolation { body in
///     try await DependencyIsolation.withFreshState {
///         try wireLive()
///         try await body()
///     }
/// }
/// ```
public struct TestIsolation: Sendable {
    /// Runs `body` as one test, with that test's own state.
    public let run: @Sendable (_ body: @Sendable () async throws -> Void) async throws -> Void

    /// Creates the isolation from the way the style runs one test.
    public init(run: @escaping @Sendable (_ body: @Sendable () async throws -> Void) async throws -> Void) {
        self.run = run
    }
}
