/// An optional service asked for by its optional type (Swinject's `resolve(T?.self)`, and `@Inject var x: T?`): a
/// binding of `T?` itself if there is one, else the binding of `T`, else `nil`.
extension Container {
    /// The value of `Wrapped`'s binding, asked for as an optional: `nil` when neither `Wrapped?` nor `Wrapped` is
    /// bound here or in a parent.
    ///
    /// A binding of the optional type itself answers first, so code that binds `Logger?` keeps what it resolves.
    /// A cycle or a failing factory traps with the full message, as `resolve(Logger.self)` does.
    ///
    /// ```swift
    /// container.bind(Logger.self, value: ConsoleLogger())
    /// let logger = container.resolve(Logger?.self)    // the ConsoleLogger
    /// let missing = container.resolve(Tracker?.self)  // nil: nothing binds Tracker
    /// ```
    @inlinable
    public func resolve<Wrapped>(
        _ type: Wrapped?.Type,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Wrapped? {
        let location = SourceLocation(fileID: fileID, line: line)
        do {
            return try optionalValue(of: Wrapped.self, location: location)
        } catch {
            Self.trap(error, key: DependencyKey(anyType: Wrapped.self), location: location)
        }
    }

    /// The value of `Wrapped`'s binding with identifier `id`, asked for as an optional: `nil` when neither
    /// `Wrapped?` nor `Wrapped` is bound with `id` here or in a parent.
    ///
    /// ```swift
    /// let slack = container.resolve(Logger?.self, id: "slack")
    /// ```
    @inlinable
    public func resolve<Wrapped, ID: Hashable & Sendable>(
        _ type: Wrapped?.Type,
        id: ID,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Wrapped? {
        let location = SourceLocation(fileID: fileID, line: line)
        let key = DependencyKey(Wrapped.self, identifiedBy: id)
        do {
            if let bound = try value(
                for: DependencyKey(Wrapped?.self, identifiedBy: id), as: Wrapped?.self, location: location)
            {
                return bound
            }
            return try value(for: key, as: Wrapped.self, location: location)
        } catch {
            Self.trap(error, key: key, location: location)
        }
    }

    /// The unnamed binding of `Wrapped?`'s value, else of `Wrapped`'s, else `nil`; both through the one read path.
    @inlinable
    func optionalValue<Wrapped>(of type: Wrapped.Type, location: SourceLocation) throws -> Wrapped? {
        if let bound = try value(of: Wrapped?.self, location: location) {
            return bound
        }
        return try value(of: Wrapped.self, location: location)
    }
}

/// An optional type whose `@Inject` falls back to its wrapped type's binding.
protocol OptionalInjection {
    /// The value of the binding of `Self`'s wrapped type with `identifier` in `container`, `nil` when none is bound.
    static func wrappedValue(
        identifiedBy identifier: DependencyIdentifier?, from container: Container, location: SourceLocation
    ) throws -> Self
}

extension Optional: OptionalInjection {
    static func wrappedValue(
        identifiedBy identifier: DependencyIdentifier?, from container: Container, location: SourceLocation
    ) throws -> Self {
        try container.value(
            for: DependencyKey(anyType: Wrapped.self, identifier: identifier), as: Wrapped.self, location: location)
    }
}
