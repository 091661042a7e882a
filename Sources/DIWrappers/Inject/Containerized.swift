/// A class whose `@Inject` properties resolve from its own ``Container`` instead of ``Container/main``.
///
/// Only classes can be `Containerized` for injection: `@Inject` reaches the
/// enclosing instance through Swift's enclosing-instance property-wrapper
/// subscript, which exists for classes only. In a struct, or a class that is
/// not `Containerized`, `@Inject` resolves from ``Container/main``.
///
/// ```swift
/// final class MyEnclosingType: Containerized {
///     let container: Container
///     @Inject var string: String
///     @Inject var int: Int
///
///     init(container: Container) {
///         self.container = container
///     }
/// }
/// ```
public protocol Containerized: AnyObject {
    /// The container this instance's `@Inject` properties resolve from.
    ///
    /// ```swift
    /// let container: Container
    /// ```
    var container: Container { get }
}
