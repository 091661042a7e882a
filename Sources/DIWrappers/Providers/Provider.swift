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
///     // a new Cart for a transient binding
///     func startOver() -> Cart { makeCart() }
/// }
/// ```
///
/// A container hands one out for any type it binds (`container.resolve(Provider<Cart>.self)`), and `nil`, or a
/// `notRegistered` error naming `Cart`, when it binds none. Resolved with arguments
/// (`container.resolve(Provider<Greeter>.self, argument: "Ada")`, as in Swinject), it resolves the binding that
/// takes them with those arguments each time; it then holds them, so send it to another task only when they are
/// `Sendable`.
public struct Provider<Value>: Sendable {
    /// The container the provider resolves from.
    let container: Container
    /// The key it resolves.
    let key: DependencyKey
    /// The resolve of a provider made with arguments, which holds them; `nil` for one made without.
    let withArguments: ArgumentsResolve<Value>?

    init(container: Container, key: DependencyKey, withArguments: ArgumentsResolve<Value>? = nil) {
        self.container = container
        self.key = key
        self.withArguments = withArguments
    }

    /// The value, resolved now; stops with the full diagnostic if nothing answers it (as `resolveAssert` does).
    ///
    /// ```swift
    /// let cart = makeCart()
    /// ```
    public func callAsFunction(fileID: String = #fileID, line: UInt = #line) -> Value {
        let location = SourceLocation(fileID: fileID, line: line)
        do {
            return try resolved(operation: "Provider<\(String(describing: Value.self))>()", location: location)
        } catch {
            Container.trap(error, key: key, location: location)
        }
    }

    /// The value, resolved now (Swinject's spelling of ``callAsFunction(fileID:line:)``).
    public var instance: Value {
        callAsFunction()
    }

    /// The value of the key (with the arguments of a provider made with them), or the error naming `operation`.
    func resolved(operation: @autoclosure () -> String, location: SourceLocation) throws -> Value {
        if let withArguments {
            return try withArguments.resolve(container, location)
        }
        return try container.require(key, as: Value.self, operation: operation(), location: location)
    }
}
