import DIWrappers

extension WrappersStyle {
    /// `bind((any Greeter).self) { (_, name: String) in … }`, resolved with `resolveThrowing(_:argument:)`.
    var argumentGreeting: Support<ArgumentResolution> {
        Container.main.bind((any Greeter).self) { (_, name: String) in FixedGreeter("Hello, \(name)") }
        return .available(
            ArgumentResolution(
                resolve: { name in try Container.main.resolveThrowing((any Greeter).self, argument: name).greeting },
                mismatched: {
                    do {
                        return try Container.main.resolveThrowing((any Greeter).self, argument: 42).greeting
                    } catch {
                        return "\(error)"
                    }
                }))
    }

    /// `resolve(Provider<any Greeter>.self)`, called later.
    var greeterProvider: Support<@Sendable () throws -> @Sendable () throws -> String> {
        .available {
            guard let provider = Container.main.resolve(Provider<any Greeter>.self) else {
                throw DIError.notRegistered(
                    DependencyKey((any Greeter).self), operation: "resolve(Provider<any Greeter>.self)")
            }
            return { provider().greeting }
        }
    }

    /// `resolve((any Greeter)?.self)`: the binding of `any Greeter`, else `nil`.
    var optionalLookup: Support<OptionalResolution> {
        .available(
            OptionalResolution(
                wired: { Container.main.resolve((any Greeter)?.self)?.greeting },
                unwiredIsNil: { Container.main.resolve((any UnwiredStore)?.self) == nil }))
    }
}
