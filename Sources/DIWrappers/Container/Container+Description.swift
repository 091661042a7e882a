extension Container: CustomDebugStringConvertible {
    /// The container, its bindings (type, id, scope, where bound) and its parents; never runs a factory.
    ///
    /// ```swift
    /// print(Container.main.debugDescription)
    /// // Container "main": 2 bindings
    /// //   MyApp.Logger                 transient            (AppSetup.swift:12)
    /// //   Swift.String, id "a"         singleton, built     (AppSetup.swift:13)
    /// ```
    public var debugDescription: String {
        chain.map(\.ownDescription).joined(separator: "\nparent: ")
    }

    private var ownDescription: String {
        let entries = bindings.all.map { ($0, $0.hasCachedInstance) }
            .sorted { $0.0.key.description < $1.0.key.description }
        var lines = ["Container \"\(name)\": \(entries.count) binding\(entries.count == 1 ? "" : "s")"]
        let keyWidth = entries.map(\.0.key.description.count).max() ?? 0
        for (binding, isBuilt) in entries {
            let key = binding.key.description
            let state = binding.scope.description + (isBuilt ? ", built" : "")
            let paddedKey = key + String(repeating: " ", count: keyWidth - key.count)
            let paddedState = state + String(repeating: " ", count: max(0, 18 - state.count))
            lines.append("  \(paddedKey)   \(paddedState)   (\(binding.location))")
        }
        return lines.joined(separator: "\n")
    }
}
