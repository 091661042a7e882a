extension DIError {
    /// Registries without a desired implementation after the app's setup; one error names them all.
    static func registriesLackDesiredImplementation(
        _ missing: [BaseRegistry.Type],
        checked: Int,
        location: SourceLocation
    ) -> DIError {
        let names = missing.map { String(reflecting: $0) }
        let first = names[0]
        return DIError(
            code: .notRegistered,
            summary: "\(missing.count) of \(checked) registries have no desired implementation: "
                + names.joined(separator: ", ") + ".",
            key: DependencyKey(anyType: missing[0]),
            facts: [
                Fact("Missing", names.joined(separator: "; ")),
                Fact("Checked", "\(checked) registries (touched since launch or declared)"),
            ],
            rule: "Every registry needs its desired implementation assigned at launch, "
                + "or live code gets the mock from createMockShared().",
            fix: "call assignDesiredImplementation(to:) for each missing registry in your registry setup, "
                + "e.g. \(first).assignDesiredImplementation(to: \(missing[0])(…)).",
            location: location)
    }

    /// The error a `Lazy` or `WeakLazy` stops with when its builder cannot produce an instance.
    static func lifetimeFailure(_ error: any Error, key: DependencyKey) -> DIError {
        guard let error = error as? DIError else {
            return .factoryFailed(key, underlying: error)
        }
        guard error.code == .circularDependency else { return error }
        return error.withFix(
            "the builder of a Lazy or WeakLazy must not read that same instance; "
                + "pass what it needs into the builder's closure instead.")
    }
}
