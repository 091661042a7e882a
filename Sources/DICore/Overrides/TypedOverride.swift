/// An override's producer with its value type kept, so a reader asking for that exact type needs no cast.
///
/// ``DependencyOverrides/Entry`` produces `Any`; turning that back into the
/// service type is a dynamic cast from an existential, the largest cost of
/// an overridden resolution. Each entry also keeps its producer here, typed:
/// a reader that asks for the same type compares one type identity and calls
/// the producer directly. A reader asking for another type (an override set
/// as a concrete class for a protocol key) falls back to the `Any` path.
///
/// ```swift
/// if let logger = try entry.typedValue(as: Logger.self) { return logger }
/// ```
@usableFromInline
package class OverrideProducer: @unchecked Sendable {
    /// `ObjectIdentifier` of the type the producer returns.
    @usableFromInline package let valueType: ObjectIdentifier

    @usableFromInline
    init(valueType: ObjectIdentifier) {
        self.valueType = valueType
    }
}

/// The typed producer of one override (see ``OverrideProducer``).
@usableFromInline
package final class TypedOverride<Value>: OverrideProducer, @unchecked Sendable {
    /// Produces the override's value.
    @usableFromInline package let make: @Sendable () throws -> Value

    @usableFromInline
    init(_ make: @escaping @Sendable () throws -> Value) {
        self.make = make
        super.init(valueType: ObjectIdentifier(Value.self))
    }
}

extension DependencyOverrides.Entry {
    /// The override's value if it was set as exactly `Value`, else `nil` (use ``value()`` and cast).
    ///
    /// ```swift
    /// let logger = try entry.typedValue(as: Logger.self) ?? (entry.value() as? Logger)
    /// ```
    @inlinable
    package func typedValue<Value>(as type: Value.Type) throws -> Value? {
        guard let producer, producer.valueType == ObjectIdentifier(Value.self) else { return nil }
        ResolutionStack.markOverrideUse()
        return try unsafeDowncast(producer, to: TypedOverride<Value>.self).make()
    }
}
