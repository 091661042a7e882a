import DIConformance
import Swinject

/// Swinject's resolves that bring more than a key: `resolve(_:argument:)`, `Provider<T>` and `resolve(T?.self)`.
extension SwinjectStyle {
    /// `register((any Greeter).self) { _, name in … }`, resolved with `resolve(_:argument:)`; an argument of
    /// another type finds no registration, so `resolve` hands out `nil`.
    var argumentGreeting: Support<ArgumentResolution> {
        guard let app = try? SwinjectApp.inUse() else {
            return .notSupported("no Swinject app: run inside the style's withFreshState")
        }
        app.container.register((any Greeter).self) { (_, name: String) in FixedGreeter("Hello, \(name)") }
        return .available(
            ArgumentResolution(
                resolve: { name in
                    guard let greeter = app.resolver.resolve((any Greeter).self, argument: name) else {
                        throw PeerError("Swinject resolved nil for any Greeter with argument \(name)")
                    }
                    return greeter.greeting
                },
                mismatched: { app.resolver.resolve((any Greeter).self, argument: 42)?.greeting ?? "nil" }))
    }

    /// `resolve(Provider<any Greeter>.self)`, whose `instance` resolves from the container when it is read.
    var greeterProvider: Support<@Sendable () throws -> @Sendable () throws -> String> {
        .available {
            let app = try SwinjectApp.inUse()
            guard let provider = app.resolver.resolve(Provider<any Greeter>.self) else {
                throw PeerError("Swinject resolved nil for Provider<any Greeter>")
            }
            let held = UncheckedProvider(provider)
            return { held.provider.instance.greeting }
        }
    }

    /// `resolve((any Greeter)?.self)`, which Swinject answers with the registration of `any Greeter`.
    var optionalLookup: Support<OptionalResolution> {
        guard let app = try? SwinjectApp.inUse() else {
            return .notSupported("no Swinject app: run inside the style's withFreshState")
        }
        return .available(
            OptionalResolution(
                wired: { app.resolver.resolve((any Greeter)?.self).flatMap { $0 }?.greeting },
                unwiredIsNil: { app.resolver.resolve((any UnwiredStore)?.self).flatMap { $0 } == nil }))
    }
}

/// Swinject's `Provider` is not `Sendable`; the row calls it from the task that made it, and its resolver is
/// `synchronize()`d.
private struct UncheckedProvider: @unchecked Sendable {
    let provider: Provider<any Greeter>

    init(_ provider: Provider<any Greeter>) {
        self.provider = provider
    }
}
