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
    /// assert(container.resolveAssert((any Authenticating).self) as? Session === container.resolveAssert(Session.self))
    /// ```
    public func forward<Forwarded, Service>(
        _ type: Forwarded.Type,
        id: (any Hashable & Sendable)? = nil,
        to target: Service.Type,
        targetID: (any Hashable & Sendable)? = nil,
        fileID: String = #fileID,
        line: UInt = #line,
        as convert: @escaping (Service) -> Forwarded
    ) {
        let key = DependencyKey(Forwarded.self, identifier: id)
        let targetKey = DependencyKey(Service.self, identifier: targetID)
        let location = SourceLocation(fileID: fileID, line: line)
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
}
