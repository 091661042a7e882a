import DICore

/// The resolve a ``Provider`` made with arguments runs each time: the binding that takes them, with them.
///
/// It holds the arguments, which need not be `Sendable` (a resolve's arguments need not be); the provider says so.
final class ArgumentsResolve<Value>: @unchecked Sendable {
    /// Resolves the value from the container, reporting a failure at the location.
    let resolve: (Container, SourceLocation) throws -> Value

    init(_ resolve: @escaping (Container, SourceLocation) throws -> Value) {
        self.resolve = resolve
    }
}

/// A wrapper a resolve with arguments hands out for the binding of the type it wraps (Swinject's
/// `resolve(Provider<T>.self, argument:)` and `resolve(Lazy<T>.self, argument:)`).
protocol ArgumentsWrapper {
    /// The wrapper of the binding of the wrapped type that takes `Arguments` under `identifier`, resolving with
    /// `arguments`; `nil` when nothing binds it.
    static func wrapping<Arguments>(
        _ arguments: Arguments, identifier: DependencyIdentifier?, in container: Container, location: SourceLocation
    ) -> Self?
}

extension Provider: ArgumentsWrapper {
    static func wrapping<Arguments>(
        _ arguments: Arguments, identifier: DependencyIdentifier?, in container: Container, location: SourceLocation
    ) -> Provider<Value>? {
        let key = DependencyKey(anyType: ArgumentFactory<Arguments, Value>.self, identifier: identifier)
        guard container.isAnswered(key) else { return nil }
        let operation = "Provider<\(String(describing: Value.self))>(arguments: \(String(reflecting: arguments)))"
        return Provider(
            container: container, key: key,
            withArguments: ArgumentsResolve { container, location in
                try container.requireArguments(
                    key, as: Value.self, with: arguments, operation: operation, location: location)
            })
    }
}

extension LazyProvider: ArgumentsWrapper {
    static func wrapping<Arguments>(
        _ arguments: Arguments, identifier: DependencyIdentifier?, in container: Container, location: SourceLocation
    ) -> LazyProvider<Value>? {
        Provider.wrapping(arguments, identifier: identifier, in: container, location: location).map(LazyProvider.init)
    }
}

extension Container {
    /// What a resolve with arguments that found no binding of `Service` hands out: a ``Provider`` or
    /// ``LazyProvider`` of the binding of the type it wraps, or `nil`.
    @usableFromInline
    func argumentsWrapper<Service, Arguments, ID: Hashable & Sendable>(
        _ type: Service.Type, id: ID, with arguments: Arguments, location: SourceLocation
    ) -> Service? {
        guard let wrapper = Service.self as? any ArgumentsWrapper.Type else { return nil }
        let identifier = ID.self == Never?.self ? nil : DependencyKey(Service.self, identifiedBy: id).identifier
        return wrapper.wrapping(arguments, identifier: identifier, in: self, location: location) as? Service
    }
}
