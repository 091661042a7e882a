import DICore

extension Container {
    /// Makes `type` answer with the instance the binding of `target` hands out: Swinject's `implements` and
    /// `forward(_:to:)`.
    ///
    /// One binding then answers for several types, and under a kept scope they share one instance: resolving
    /// `Authenticating` and `Session` below gives the same `Session`, built once. The forwarded key is a binding
    /// of its own (it shows in `verify()`, the wiring report and the trace, with an edge to `target`), which
    /// keeps nothing itself and resolves `target` from the container that asked, so `target`'s scope alone
    /// decides identity and ``resetInstance(of:id:fileID:line:)`` of `target` reaches both.
    ///
    /// `convert` turns the instance into `type`; write `{ $0 }` and the compiler checks that the instance
    /// conforms, so a forwarded type it does not conform to fails to build instead of failing at run time.
    ///
    /// ```swift
    /// container.bind(.singleton, to: Session.self) { _ in Session() }
    /// container.forward((any Authenticating).self, to: Session.self) { $0 }
    /// container.forward((any Logging).self, to: Session.self) { $0 }
    /// let session = container.resolveAssert(Session.self)
    /// let authenticating = container.resolveAssert((any Authenticating).self)
    /// assert(authenticating as? Session === session)
    /// ```
    ///
    /// A binding whose factory takes arguments forwards with their types after `taking:`; each resolve of `type`
    /// with arguments resolves `target` with the same arguments, so a scoped `target` keeps one instance per
    /// distinct arguments for both types:
    ///
    /// ```swift
    /// container.bind(.singleton, to: Session.self) { (_, userID: Int) in
    ///     Session(userID: userID)
    /// }
    /// container.forward((any Account).self, to: Session.self, taking: Int.self) {
    ///     $0
    /// }
    /// let account = container.resolve((any Account).self, argument: 7)
    /// ```
    public func forward<Forwarded, Service, each Argument>(
        _ type: Forwarded.Type,
        id: (any Hashable & Sendable)? = nil,
        to target: Service.Type,
        targetID: (any Hashable & Sendable)? = nil,
        taking argumentTypes: repeat (each Argument).Type,
        fileID: String = #fileID,
        line: UInt = #line,
        as convert: @escaping (Service) -> Forwarded
    ) {
        let location = SourceLocation(fileID: fileID, line: line)
        var argumentCount = 0
        for _ in repeat (each Argument).self {
            argumentCount += 1
        }
        guard argumentCount == 0 else {
            return forwardArguments(
                DependencyKey(ArgumentFactory<(repeat each Argument), Forwarded>.self, identifier: id),
                arguments: (repeat each Argument).self,
                to: DependencyKey(ArgumentFactory<(repeat each Argument), Service>.self, identifier: targetID),
                isSingleArgument: argumentCount == 1,
                operation:
                    "Container.forward(\(Self.callDescription(of: DependencyKey(Forwarded.self, identifier: id))), "
                    + "to: \(Self.callDescription(of: DependencyKey(Service.self, identifier: targetID))), "
                    + "taking: \(String(reflecting: (repeat each Argument).self)))",
                location: location, as: convert)
        }
        let key = DependencyKey(Forwarded.self, identifier: id)
        let targetKey = DependencyKey(Service.self, identifier: targetID)
        insert(key, word: BindingTable.word(of: key), scope: .transient, location: location, noTestValueReport: nil) {
            container in
            try convert(
                container.require(
                    targetKey, as: Service.self,
                    operation:
                        "Container.forward(\(Self.callDescription(of: key)), to: \(Self.callDescription(of: targetKey)))",
                    location: location))
        }
    }

    /// Binds `key`, a forwarded type's ``ArgumentFactory``, to resolving `targetKey` with the same arguments: a
    /// transient binding of its own, so `targetKey`'s scope alone decides identity.
    private func forwardArguments<Forwarded, Service, Arguments>(
        _ key: DependencyKey, arguments: Arguments.Type, to targetKey: DependencyKey, isSingleArgument: Bool,
        operation: String,
        location: SourceLocation,
        as convert: @escaping (Service) -> Forwarded
    ) {
        storeArguments(
            ArgumentBinding<Arguments, Forwarded>(
                key: key, scope: .transient, location: location, directory: Self.bindingDirectory(),
                serialGate: factoryGate, identity: nil, isSingleArgument: isSingleArgument
            ) { container, arguments in
                convert(
                    try container.requireArguments(
                        targetKey, as: Service.self, with: arguments, operation: operation, location: location))
            },
            handingOut: Forwarded.self)
    }
}
