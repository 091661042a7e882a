/// Dropping what a container keeps: one binding's instance, or every binding (Swinject's `resetObjectScope` and
/// `removeAll`).
extension Container {
    /// Drops the instance the binding of `type` (and `id`) keeps, so the next resolve builds a new one.
    ///
    /// The binding is the one a resolve from this container would use: this container's own, else the nearest
    /// parent's. Other bindings, and other containers' instances, are untouched; a transient or graph binding
    /// keeps nothing between resolves, so there is nothing to drop. An instance a `withOverrides` region built
    /// belongs to that region and is not reached. Resetting a key nobody binds reports `DIError.Code.notRegistered`
    /// (which fails the running test), because a reset that reaches nothing hides a misspelt type or identifier.
    ///
    /// ```swift
    /// container.bind(.singleton, to: Session.self) { _ in Session() }
    /// let first = container.resolveAssert(Session.self)
    /// container.resetInstance(of: Session.self)  // on log-out
    /// assert(container.resolveAssert(Session.self) !== first)
    /// ```
    public func resetInstance<Service>(
        of type: Service.Type,
        id: (any Hashable & Sendable)? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        let key = DependencyKey(Service.self, identifier: id)
        guard let binding = binding(for: key) else {
            DiagnosticReporter.report(
                missingBinding(
                    key, operation: "Container.resetInstance(of: \(Self.callDescription(of: key)))",
                    location: SourceLocation(fileID: fileID, line: line)))
            return
        }
        binding.resetInstance()
    }

    /// Removes every binding of this container, and the instances they kept; parents are untouched.
    ///
    /// A resolve that starts after `removeAll()` returns finds only the parents' bindings. Bindings made
    /// while it runs (on another thread) may or may not survive it.
    ///
    /// ```swift
    /// let feature = Container(parent: .main)
    /// feature.bind(Cart.self) { _ in Cart() }
    /// feature.removeAll()
    /// assert(!feature.isBound(Cart.self))
    /// ```
    public func removeAll() {
        for key in bindings.keys {
            bindings.remove(key)
        }
    }
}
