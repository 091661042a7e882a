/// Types a container answers from the binding of the type they wrap (Swinject's `resolve(T?.self)`,
/// `resolve(Provider<T>.self)` and `resolve(Lazy<T>.self)`, and Factory's `ParameterFactory` as an
/// ``ArgumentProvider``): a binding of the type itself first, else the wrapped type's, else `nil`.
extension Container {
    /// The value of `Wrapped`'s binding, asked for as an optional: `nil` when neither `Wrapped?` nor `Wrapped` is
    /// bound here or in a parent.
    ///
    /// A binding of the optional type itself answers first, so code that binds `Logger?` keeps what it resolves.
    /// A cycle or a failing factory stops with the full message, as `resolve(Logger.self)` does.
    ///
    /// ```swift
    /// container.bind(Logger.self, value: ConsoleLogger())
    /// let logger = container.resolve(Logger?.self)    // the ConsoleLogger
    /// let missing = container.resolve(Tracker?.self)  // nil: nothing binds Tracker
    /// ```
    public func resolve<Wrapped>(_ type: Wrapped?.Type, fileID: String = #fileID, line: UInt = #line) -> Wrapped? {
        derived(type, identifier: nil, location: SourceLocation(fileID: fileID, line: line)) ?? nil
    }

    /// The value of `Wrapped`'s binding with identifier `id`, asked for as an optional: `nil` when neither
    /// `Wrapped?` nor `Wrapped` is bound with `id` here or in a parent.
    ///
    /// ```swift
    /// let slack = container.resolve(Logger?.self, id: "slack")
    /// ```
    public func resolve<Wrapped>(
        _ type: Wrapped?.Type, id: some Hashable & Sendable, fileID: String = #fileID, line: UInt = #line
    ) -> Wrapped? {
        derived(
            type, identifier: DependencyKey(type, identifier: id).identifier,
            location: SourceLocation(fileID: fileID, line: line))
            ?? nil
    }

    /// A ``Provider`` that resolves `Value` from this container each time it is called; `nil` when nothing binds
    /// `Value` here or in a parent.
    ///
    /// ```swift
    /// let makeCart = container.resolve(Provider<Cart>.self)
    /// let cart = makeCart?()
    /// ```
    public func resolve<Value>(
        _ type: Provider<Value>.Type, fileID: String = #fileID, line: UInt = #line
    ) -> Provider<Value>? {
        derived(type, identifier: nil, location: SourceLocation(fileID: fileID, line: line))
    }

    /// A ``Provider`` of the binding of `Value` with identifier `id`; `nil` when nothing binds it.
    ///
    /// ```swift
    /// let makeSlack = container.resolve(Provider<Logger>.self, id: "slack")
    /// ```
    public func resolve<Value>(
        _ type: Provider<Value>.Type, id: some Hashable & Sendable, fileID: String = #fileID, line: UInt = #line
    ) -> Provider<Value>? {
        derived(
            type, identifier: DependencyKey(type, identifier: id).identifier,
            location: SourceLocation(fileID: fileID, line: line))
    }

    /// A ``LazyProvider`` that resolves `Value` from this container on first use; `nil` when nothing binds `Value`.
    ///
    /// ```swift
    /// let exporter = container.resolve(LazyProvider<PDFExporter>.self)
    /// ```
    public func resolve<Value>(
        _ type: LazyProvider<Value>.Type, fileID: String = #fileID, line: UInt = #line
    ) -> LazyProvider<Value>? {
        derived(type, identifier: nil, location: SourceLocation(fileID: fileID, line: line))
    }

    /// A ``LazyProvider`` of the binding of `Value` with identifier `id`; `nil` when nothing binds it.
    ///
    /// ```swift
    /// let exporter = container.resolve(LazyProvider<Exporter>.self, id: "pdf")
    /// ```
    public func resolve<Value>(
        _ type: LazyProvider<Value>.Type, id: some Hashable & Sendable, fileID: String = #fileID, line: UInt = #line
    ) -> LazyProvider<Value>? {
        derived(
            type, identifier: DependencyKey(type, identifier: id).identifier,
            location: SourceLocation(fileID: fileID, line: line))
    }

    /// An ``ArgumentProvider`` that resolves the binding of `Value` taking `Arguments` from this container each time
    /// it is called; `nil` when nothing binds `Value` with those argument types here or in a parent.
    ///
    /// ```swift
    /// let makeSession = container.resolve(ArgumentProvider<Int, UserSession>.self)
    /// let session = makeSession?(7)
    /// ```
    public func resolve<Arguments, Value>(
        _ type: ArgumentProvider<Arguments, Value>.Type, fileID: String = #fileID, line: UInt = #line
    ) -> ArgumentProvider<Arguments, Value>? {
        derived(type, identifier: nil, location: SourceLocation(fileID: fileID, line: line))
    }

    /// An ``ArgumentProvider`` of the binding of `Value` taking `Arguments` with identifier `id`; `nil` when nothing
    /// binds it.
    ///
    /// ```swift
    /// let makeFormal = container.resolve(
    ///     ArgumentProvider<String, Greeter>.self, id: "formal")
    /// ```
    public func resolve<Arguments, Value>(
        _ type: ArgumentProvider<Arguments, Value>.Type, id: some Hashable & Sendable, fileID: String = #fileID,
        line: UInt = #line
    ) -> ArgumentProvider<Arguments, Value>? {
        derived(
            type, identifier: DependencyKey(type, identifier: id).identifier,
            location: SourceLocation(fileID: fileID, line: line))
    }

    /// ``derivedValue(_:identifier:location:)``, or a stop with the full diagnostic for a failure other than a
    /// missing binding.
    private func derived<Derived: DerivedDependency>(
        _ type: Derived.Type, identifier: DependencyIdentifier?, location: SourceLocation
    ) -> Derived? {
        do {
            return try derivedValue(type, identifier: identifier, location: location)
        } catch {
            Self.trap(error, key: DependencyKey(anyType: Derived.self, identifier: identifier), location: location)
        }
    }
}
