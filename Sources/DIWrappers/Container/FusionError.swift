/// Fusion's error type, kept only so that code naming it fails to compile with a message saying what to write.
///
/// `resolveThrowing` throws ``/DICore/DIError``, the one error every DIToolkit style
/// reports: a missing binding is `DIError.Code.notRegistered`, and the error also
/// names the containers searched and the nearest bindings. A `FusionError` could never
/// be thrown in Swift 6 anyway: an `Error` must be `Sendable`, and Fusion's
/// `notRegistered(type:id:)` carried an `AnyHashable`, which is not.
///
/// ```swift
/// do {
///     let logger = try Container.resolveThrowing(Logger.self)
/// } catch let error as DIError where error.code == .notRegistered {
///     print(error.key)  // MyApp.Logger
/// }
/// ```
@available(
    *, unavailable,
    message:
        "resolveThrowing throws DIError: write `catch let error as DIError where error.code == .notRegistered` (error.key names the type and id)"
)
public enum FusionError: Error {
    /// Fusion's only case: nothing was bound for the type and identifier.
    case notRegistered(type: any Any.Type, id: DependencyIdentifier?)
}
