/// What one override produces, held once by its ``DependencyOverrides/Entry``.
///
/// Every producer receives the object whose resolution asked (a DIWrappers container, else `nil`), so a factory
/// that takes its container gets the one that asked. A reader asking for the exact type the override was set as
/// compares one type identity and calls the typed producer, with no cast from `Any`.
@usableFromInline
package class OverrideProducer: @unchecked Sendable {
    /// `ObjectIdentifier` of the type ``TypedOverride`` returns (a type no reader asks for, for async producers).
    @usableFromInline package let valueType: ObjectIdentifier

    @usableFromInline
    init(valueType: ObjectIdentifier) {
        self.valueType = valueType
    }

    /// The value as `Any`, for a reader that asks for another type than the override was set as.
    func produceAny(requester: AnyObject?) throws -> Any {
        fatalError("OverrideProducer is abstract")
    }
}

/// The synchronous producer of one override, with its value type kept.
@usableFromInline
package final class TypedOverride<Value>: OverrideProducer, @unchecked Sendable {
    /// Produces the override's value for the resolution `requester` started.
    @usableFromInline package let make: @Sendable (AnyObject?) throws -> Value

    @usableFromInline
    init(_ make: @escaping @Sendable (AnyObject?) throws -> Value) {
        self.make = make
        super.init(valueType: ObjectIdentifier(Value.self))
    }

    override func produceAny(requester: AnyObject?) throws -> Any {
        try make(requester)
    }
}

extension DependencyOverrides.Entry {
    /// The override's value if it was set as exactly `Value`, else `nil` (use ``value()`` and cast).
    @inlinable
    package func typedValue<Value>(as type: Value.Type, requestedBy requester: AnyObject? = nil) throws -> Value? {
        guard producer.valueType == ObjectIdentifier(Value.self) else { return nil }
        ResolutionStack.mark(.override)
        return try unsafeDowncast(producer, to: TypedOverride<Value>.self).make(requester)
    }
}

extension DependencyOverrides {
    /// Overrides `key` with a factory that receives the object whose resolution asked (`nil` for other styles).
    @usableFromInline
    package mutating func set<Value>(
        _ key: DependencyKey,
        location: SourceLocation,
        factory: @escaping @Sendable (AnyObject?) throws -> Value
    ) {
        key.requireValidIdentifier(location: location)
        store(TypedOverride(factory), for: key)
    }
}
