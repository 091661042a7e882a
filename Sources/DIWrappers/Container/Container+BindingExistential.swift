/// The `bind` and `register` forms for an identifier held as `any Hashable & Sendable` (or `nil`): the key is
/// built from the existential, naming the binding the generic forms in `Container+Binding.swift` name for the
/// same value. Disfavoured, so an identifier of a known type takes the generic forms, which open no existential.
extension Container {
    /// ``bind(_:id:value:fileID:line:)-(_,ID,_,_,_)`` for an identifier held as an existential.
    @inlinable @_disfavoredOverload
    public func bind<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)?,
        value: @autoclosure @escaping () -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insert(type, id: id, scope: defaultScope, fileID: fileID, line: line) { _ in value() }
    }

    /// ``bind(_:id:factory:fileID:line:)-(_,ID,(Container)->Service,_,_)`` for an identifier held as an existential.
    @inlinable @_disfavoredOverload
    public func bind<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)?,
        factory: @escaping (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insert(type, id: id, scope: defaultScope, fileID: fileID, line: line, factory: factory)
    }

    /// ``bind(_:to:id:value:fileID:line:)-(_,_,ID,_,_,_)`` for an identifier held as an existential.
    @inlinable @_disfavoredOverload
    public func bind<Service>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: (any Hashable & Sendable)?,
        value: @autoclosure @escaping () -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insert(type, id: id, scope: scope, fileID: fileID, line: line) { _ in value() }
    }

    /// ``bind(_:to:id:factory:fileID:line:)-(_,_,ID,(Container)->Service,_,_)`` for an identifier held as an existential.
    @inlinable @_disfavoredOverload
    public func bind<Service>(
        _ scope: Scope,
        to type: Service.Type = Service.self,
        id: (any Hashable & Sendable)?,
        factory: @escaping (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insert(type, id: id, scope: scope, fileID: fileID, line: line, factory: factory)
    }

    /// ``register(_:id:value:fileID:line:)-(_,ID,_,_,_)`` for an identifier held as an existential.
    @inlinable @_disfavoredOverload
    public func register<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)?,
        value: @autoclosure @escaping () -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insert(type, id: id, scope: defaultScope, fileID: fileID, line: line) { _ in value() }
    }

    /// ``register(_:id:factory:fileID:line:)-(_,ID,(Container)->Service,_,_)`` for an identifier held as an existential.
    @inlinable @_disfavoredOverload
    public func register<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)?,
        factory: @escaping (Container) throws -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        insert(type, id: id, scope: defaultScope, fileID: fileID, line: line, factory: factory)
    }
}
