/// The one read of an override, for every style: the same value and, for the same failure, the same `DIError`.
extension DependencyOverrides.Entry {
    /// The override's value as `Value`: the typed producer's when it was set as exactly `Value`, else cast.
    ///
    /// Throws `DIError.resolving(_:key:location:)` of a failing producer, and `typeMismatch` for another type.
    /// `requester` (a DIWrappers container) is handed to the producer.
    @inlinable
    package func value<Value>(
        as type: Value.Type,
        key: @autoclosure () -> DependencyKey,
        requestedBy requester: AnyObject? = nil,
        location: SourceLocation
    ) throws(DIError) -> Value {
        let produced: Any
        do {
            if let typed = try typedValue(as: Value.self, requestedBy: requester) {
                return typed
            }
            produced = try value(requestedBy: requester)
        } catch {
            throw DIError.resolving(error, key: key(), location: location)
        }
        guard let value = produced as? Value else {
            throw DIError.typeMismatch(
                key(), expected: type, actual: Swift.type(of: produced), path: ResolutionPath.current,
                location: location)
        }
        return value
    }
}

/// An error a style throws inside a resolution that knows its own `DIError` (DIWrappers' "await it" refusal).
package protocol DIErrorConvertible: Error {
    /// The `DIError` for a resolution of `key` at `location`.
    func diagnostic(key: DependencyKey, location: SourceLocation) -> DIError
}

extension DIError {
    /// `error`, met while resolving `key`, as the `DIError` every style reports: a `DIError` unchanged, an error that
    /// knows its own as that, anything else as `factoryFailed` with the path being built, ending with `key` (an
    /// override's factory or a registry's builder runs in no frame of its own). The one mapping of every read path.
    @usableFromInline
    package static func resolving(_ error: any Error, key: DependencyKey, location: SourceLocation) -> DIError {
        if let error = error as? DIError {
            return error
        }
        if let convertible = error as? any DIErrorConvertible {
            return convertible.diagnostic(key: key, location: location)
        }
        var path = ResolutionPath.current
        if path.last != key {
            path.append(key)
        }
        return .factoryFailed(key, underlying: error, path: path, location: location)
    }
}
