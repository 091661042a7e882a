/// Resolves with arguments (Swinject's `resolve(_:argument:)` and `resolve(_:arguments:_:)`): the binding is found
/// by its key, which includes the argument types, through the container's one read path, and its factory is called
/// with the arguments and the container that was asked.
extension Container {
    /// The value of the binding of `type` that takes one argument of `Argument`'s type, built with `argument`; `nil`
    /// if neither this container nor a parent binds one.
    ///
    /// An argument of another type than the binding's finds no binding (the argument types are part of the key, as
    /// in Swinject): ``resolveThrowing(_:id:argument:fileID:line:)`` says which types it is bound with.
    ///
    /// ```swift
    /// container.bind(Greeter.self) { (_, name: String) in Greeter(name: name) }
    /// let greeter = container.resolve(Greeter.self, argument: "Ada")
    /// ```
    @inlinable
    public func resolve<Service, Argument, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: ID = Never?.none,
        argument: Argument,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Service? {
        resolve(type, id: id, with: argument, location: SourceLocation(fileID: fileID, line: line))
    }

    /// The value of the binding of `type` that takes the arguments' types, built with them (one, or as many as
    /// the binding's factory takes); `nil` if none is bound.
    ///
    /// ```swift
    /// let greeting = container.resolve(Greeting.self, arguments: "Ada", 3)
    /// ```
    @inlinable
    public func resolve<Service, Argument, each OtherArgument, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: ID = Never?.none,
        arguments argument: Argument,
        _ otherArgument: repeat each OtherArgument,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Service? {
        resolve(
            type, id: id, with: (argument, repeat each otherArgument),
            location: SourceLocation(fileID: fileID, line: line))
    }

    /// The value of the binding of `type` that takes one argument, built with `argument`, or the `DIError` that
    /// explains why there is none: `notRegistered` names the argument types `type` is bound with, if any.
    ///
    /// ```swift
    /// let greeter: Greeter = try container.resolveThrowing(
    ///     Greeter.self, argument: "Ada")
    /// ```
    public func resolveThrowing<Service, Argument, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: ID = Never?.none,
        argument: Argument,
        fileID: String = #fileID,
        line: UInt = #line
    ) throws -> Service {
        try requireArguments(
            type, id: id, with: argument, given: "argument: \(String(reflecting: Argument.self))",
            location: SourceLocation(fileID: fileID, line: line))
    }

    /// The value of the binding of `type` that takes the arguments' types, built with them, or the `DIError` that
    /// explains why there is none.
    ///
    /// ```swift
    /// let greeting: Greeting = try container.resolveThrowing(
    ///     Greeting.self, arguments: "Ada", 3)
    /// ```
    public func resolveThrowing<Service, Argument, each OtherArgument, ID: Hashable & Sendable>(
        _ type: Service.Type = Service.self,
        id: ID = Never?.none,
        arguments argument: Argument,
        _ otherArgument: repeat each OtherArgument,
        fileID: String = #fileID,
        line: UInt = #line
    ) throws -> Service {
        try requireArguments(
            type, id: id, with: (argument, repeat each otherArgument),
            given: "arguments: \(String(reflecting: (Argument, repeat each OtherArgument).self))",
            location: SourceLocation(fileID: fileID, line: line))
    }

    /// `resolve` with `arguments`: `nil` for a missing binding, a trap with the full diagnostic for any other failure.
    @inlinable
    func resolve<Service, Arguments, ID: Hashable & Sendable>(
        _ type: Service.Type, id: ID, with arguments: Arguments, location: SourceLocation
    ) -> Service? {
        do {
            // The unnamed binding is found by type identity alone, as `resolve(_:)` finds one: no key is built.
            let found =
                ID.self == Never?.self
                ? try value(of: ArgumentFactory<Arguments, Service>.self, location: location)
                : try value(
                    for: Self.argumentKey(of: Service.self, id: id, arguments: Arguments.self),
                    as: ArgumentFactory<Arguments, Service>.self, location: location)
            guard let found else {
                return argumentsWrapper(type, id: id, with: arguments, location: location)
            }
            return try found.value(for: arguments, from: self, location: location)
        } catch {
            Self.trap(
                error, key: Self.argumentKey(of: Service.self, id: id, arguments: Arguments.self), location: location)
        }
    }

    /// `resolveThrowing` with `arguments`: a missing binding is a `notRegistered` error that names `given`.
    func requireArguments<Service, Arguments, ID: Hashable & Sendable>(
        _ type: Service.Type, id: ID, with arguments: Arguments, given: String, location: SourceLocation
    ) throws -> Service {
        let key = Self.argumentKey(of: Service.self, id: id, arguments: Arguments.self)
        if let wrapper = argumentsWrapper(type, id: id, with: arguments, location: location) {
            return wrapper
        }
        return try requireArguments(
            key, as: type, with: arguments,
            operation: "Container.resolveThrowing(\(String(describing: Service.self)).self"
                + "\(key.identifier.map { ", id: \($0)" } ?? ""), \(given))",
            location: location)
    }

    /// The value of the binding `key` names (an ``ArgumentFactory``'s) for `arguments`, or a `notRegistered` error
    /// naming `operation` (every throwing and trapping spelling with arguments).
    func requireArguments<Service, Arguments>(
        _ key: DependencyKey, as type: Service.Type, with arguments: Arguments, operation: @autoclosure () -> String,
        location: SourceLocation
    ) throws -> Service {
        if let value = try value(for: key, as: type, with: arguments, location: location) {
            return value
        }
        throw missingBinding(key, operation: operation(), location: location)
    }

    /// The read path's value for `key` (the binding's ``ArgumentFactory``), called with `arguments`.
    @inlinable
    func value<Service, Arguments>(
        for key: borrowing DependencyKey, as type: Service.Type, with arguments: Arguments, location: SourceLocation
    ) throws -> Service? {
        guard let factory = try value(for: key, as: ArgumentFactory<Arguments, Service>.self, location: location)
        else { return nil }
        return try factory.value(for: arguments, from: self, location: location)
    }

    /// The key of the binding of `Service` that takes `Arguments`, with `id`.
    @inlinable
    static func argumentKey<Service, Arguments, ID: Hashable & Sendable>(
        of type: Service.Type, id: ID, arguments: Arguments.Type
    ) -> DependencyKey {
        ID.self == Never?.self
            ? DependencyKey(anyType: ArgumentFactory<Arguments, Service>.self)
            : DependencyKey(ArgumentFactory<Arguments, Service>.self, identifiedBy: id)
    }
}
