/// A dependency you resolve when you need it, anew each time (Swinject's `Provider<T>`).
///
/// Each call resolves the value from the container it came from, through the same read as
/// `container.resolveAssert(_:)`: a transient binding builds a new instance, a singleton hands out its one, and an
/// override active *where the call runs* wins, not one active where the provider was made.
///
/// ```swift
/// final class CheckoutModel {
///     @Inject var makeCart: Provider<Cart>
///
///     func startOver() -> Cart { makeCart() }  // a new Cart for a transient binding
/// }
/// ```
///
/// A container hands one out for any type it binds (`container.resolve(Provider<Cart>.self)`), and `nil`, or a
/// `notRegistered` error naming `Cart`, when it binds none.
public struct Provider<Value>: Sendable {
    /// The container the provider resolves from.
    let container: Container
    /// The key it resolves.
    let key: DependencyKey

    init(container: Container, key: DependencyKey) {
        self.container = container
        self.key = key
    }

    /// The value, resolved now; stops with the full diagnostic if nothing answers it (as `resolveAssert` does).
    ///
    /// ```swift
    /// let cart = makeCart()
    /// ```
    public func callAsFunction(fileID: String = #fileID, line: UInt = #line) -> Value {
        let location = SourceLocation(fileID: fileID, line: line)
        do {
            return try container.require(
                key, as: Value.self, operation: "Provider<\(String(describing: Value.self))>()", location: location)
        } catch {
            Container.trap(error, key: key, location: location)
        }
    }

    /// The value, resolved now (Swinject's spelling of ``callAsFunction(fileID:line:)``).
    public var instance: Value {
        callAsFunction()
    }
}
