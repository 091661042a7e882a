/// What a missing-binding error says when the service is bound with other arguments than the resolve gave (or with
/// arguments, to a resolve that gave none, or the reverse).
///
/// Argument types are part of a binding's key, so such a resolve finds no binding: `resolve` returns `nil`, as
/// Swinject's does, and the throwing and trapping forms report `DIError.Code.notRegistered` (not `typeMismatch`, which
/// means a binding was found and produced a value of another type) with the expected and given types in its fix.
extension Container {
    /// The "To fix" of a missing-binding error for `key` when the same service (and identifier) is bound with other
    /// arguments, or without any; `nil` when it is not.
    func argumentsFix(for key: DependencyKey) -> String? {
        let asked = key.serviceType as? any ArgumentFactoryKey.Type
        let service = asked.map { ObjectIdentifier($0.serviceType) } ?? key.typeID
        let given = asked.map { "arguments \($0.argumentTypes)" } ?? "no arguments"
        var bound: [String] = []
        for container in chain {
            // The bindings of the same service with other arguments, and (for a resolve with arguments) the one
            // without: looked up by service in the ``BindingMissIndex`` and by key, never by a look at every binding.
            var keys = container.bindings.readMissIndex { $0.keysWithArguments(handingOut: service) }
            if let asked {
                keys.append(DependencyKey(anyType: asked.serviceType, identifier: key.identifier))
            }
            for other in keys where other != key && other.identifier == key.identifier {
                guard let binding = container.ownBinding(for: other) else { continue }
                let arguments = other.serviceType as? any ArgumentFactoryKey.Type
                let expected = arguments.map { "arguments \($0.argumentTypes)" } ?? "no arguments"
                bound.append("\(expected) (bound at \(binding.location))")
            }
        }
        guard !bound.isEmpty else {
            guard let asked else { return nil }
            let name = String(describing: asked.serviceType)
            return "bind it before first use with a factory taking \(asked.argumentTypes), "
                + "e.g. container.bind(\(name).self) { container, argument in … }"
        }
        let name = String(describing: (asked?.serviceType ?? key.serviceType))
        return "\(name) is bound with \(bound.sorted().joined(separator: "; ")), and the resolve gave \(given): "
            + "resolve it with the arguments it is bound with, or bind a factory taking \(given)"
    }
}
