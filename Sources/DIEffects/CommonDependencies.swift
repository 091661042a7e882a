/// The effects kit under the names of the *CommonDependencies* library.
///
/// Each nested namespace (``Now``, ``Calendars``, ``URLSessions``, …) builds
/// one effect: a `live()` value that runs the real side effect, controllable test
/// values, and an `unimplemented` value that reports
/// "Unimplemented: <name>" when used. Code written against CommonDependencies
/// keeps compiling after changing the import to `DIEffects`.
///
/// ```swift
/// let date = Mocked(Date(timeIntervalSince1970: 0))
/// let now = CommonDependencies.Now.mock(date)  // per-test, parallel-safe
/// date.next = Date(timeIntervalSince1970: 1234)
/// #expect(now() == Date(timeIntervalSince1970: 1234))
/// ```
public enum CommonDependencies {
    /// Restores every shared `nextMocked…` value (and the shared scheduler and decoder mocks) to its default.
    ///
    /// Inside `DependencyIsolation.withFreshState` only the current test's copies are reset.
    ///
    /// ```swift
    /// CommonDependencies.Now.nextMockedDate = Date(timeIntervalSince1970: 1)
    /// CommonDependencies.resetMocks()
    /// #expect(
    ///     CommonDependencies.Now.nextMockedDate
    ///         == Date(timeIntervalSinceReferenceDate: 0))
    /// ```
    public static func resetMocks() {
        SharedMocks.resetAll()
    }
}
