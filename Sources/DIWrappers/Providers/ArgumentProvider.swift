/// A binding with arguments you resolve when you have them (Factory's `ParameterFactory`, held and called later).
///
/// Each call resolves the binding of `Value` whose factory takes `Arguments` (a tuple for several), from the
/// container it came from, with the arguments of the call, through the same read as
/// `container.resolveThrowing(_:argument:)`: a transient binding builds a new instance, a scoped one hands out the
/// instance it keeps for an equal argument, and an override active *where the call runs* wins.
///
/// ```swift
/// container.bind(.singleton, to: UserSession.self) { (_, userID: Int) in
///     UserSession(userID: userID)
/// }
///
/// final class AccountSwitcher {
///     @Inject var makeSession: ArgumentProvider<Int, UserSession>
///
///     func switchTo(_ userID: Int) -> UserSession { makeSession(userID) }
/// }
/// ```
///
/// With several arguments, name their tuple and call with them: `ArgumentProvider<(String, Int), Greeting>`,
/// `makeGreeting("Ada", 3)`, for any number of arguments. A container hands one out when it binds `Value` with those argument types
/// (`container.resolve(ArgumentProvider<Int, UserSession>.self)`), and `nil`, or a `notRegistered` error naming the
/// argument types, when it does not.
public struct ArgumentProvider<Arguments, Value>: Sendable {
    /// The container the provider resolves from.
    let container: Container
    /// The key of the binding's ``ArgumentFactory``.
    let key: DependencyKey

    init(container: Container, key: DependencyKey) {
        self.container = container
        self.key = key
    }

    /// The value for the arguments (one, or as many as `Arguments` names), resolved now; stops with the full
    /// diagnostic if nothing answers it (as `resolveAssert` does).
    ///
    /// ```swift
    /// let session = makeSession(7)
    /// // makeGreeting: ArgumentProvider<(String, Int), Greeting>
    /// let greeting = makeGreeting("Ada", 3)
    /// ```
    public func callAsFunction<Argument, each OtherArgument>(
        _ argument: Argument, _ otherArgument: repeat each OtherArgument, fileID: String = #fileID,
        line: UInt = #line
    ) -> Value where Arguments == (Argument, repeat each OtherArgument) {
        value(for: (argument, repeat each otherArgument), location: SourceLocation(fileID: fileID, line: line))
    }

    /// The binding's value for `arguments`, or a stop with the diagnostic `resolveThrowing` would throw.
    private func value(for arguments: Arguments, location: SourceLocation) -> Value {
        do {
            return try container.requireArguments(
                key, as: Value.self, with: arguments,
                operation: "ArgumentProvider<\(String(reflecting: Arguments.self)), \(String(describing: Value.self))>"
                    + "(\(String(reflecting: arguments)))",
                location: location)
        } catch {
            Container.trap(error, key: key, location: location)
        }
    }
}
