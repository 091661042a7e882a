/// Whether a style can run a scenario, and if not, why.
///
/// An adapter answers every capability of ``StyleUnderTest`` with one of these.
/// "Guaranteed by the compiler" and "not supported" carry the reason that the
/// matrix prints next to the cell.
///
/// ```swift
/// var missingDependency: Support<@Sendable () -> String?> {
///     .compileTime("a context without the property does not compile")
/// }
/// ```
public enum Support<Operation: Sendable>: Sendable {
    /// The style supports it; the scenario runs `Operation`.
    case available(Operation)
    /// The compiler rules the situation out; the reason explains how.
    case compileTime(String)
    /// The style has nothing built in for the scenario; the reason says why and what to write yourself instead
    /// (the matrix shows `—`).
    case notSupported(String)
}
