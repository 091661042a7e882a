extension DIError {
    /// Registries without a desired implementation after the app's setup; one error names them all.
    ///
    /// `uncheckedGeneric` names generic registry classes found in the process with no specialization
    /// declared or touched, which verification therefore could not check.
    static func registriesLackDesiredImplementation(
        _ missing: [BaseRegistry.Type],
        checked: Int,
        scope: String,
        uncheckedGeneric: [String] = [],
        location: SourceLocation
    ) -> DIError {
        let names = missing.map { String(reflecting: $0) }
        var facts: [Fact] = []
        if !names.isEmpty {
            facts.append(Fact("Missing", names.joined(separator: "; ")))
        }
        if !uncheckedGeneric.isEmpty {
            facts.append(
                Fact("Unchecked", uncheckedGeneric.joined(separator: "; ") + " (generic, no specialization declared)"))
        }
        facts.append(Fact("Checked", "\(checked) registries (\(scope))"))
        var fixes: [String] = []
        if let first = names.first {
            fixes.append(
                "call assignDesiredImplementation(to:) for each missing registry in your registry setup, "
                    + "e.g. \(first).assignDesiredImplementation(to: \(missing[0])(…))")
        }
        if let generic = uncheckedGeneric.first {
            fixes.append(
                "declare each specialization of a generic registry your app uses, "
                    + "e.g. BaseRegistry.declareRegistries([\(generic)<…>.self])")
        }
        let summary =
            names.isEmpty
            ? "\(uncheckedGeneric.count) generic registry classes could not be checked: "
                + uncheckedGeneric.joined(separator: ", ") + "."
            : "\(missing.count) of \(checked) registries have no desired implementation: "
                + names.joined(separator: ", ") + "."
        return DIError(
            code: .notRegistered, summary: summary, key: missing.first.map { DependencyKey(anyType: $0) },
            facts: facts,
            rule: "Every registry needs its desired implementation assigned at launch, "
                + "or live code gets the mock from createMockShared().",
            fix: fixes.joined(separator: "; and ") + ".",
            location: location)
    }

    /// One of the app's types that holds dependencies (a registry class, a world) is declared by two loaded images:
    /// the module that declares it is linked into each (DI016, as for DICore itself). `holding` says what each copy
    /// has of its own.
    package static func typeLoadedTwice(
        _ twice: RegistryDiscovery.LoadedTwice, holding: String, location: SourceLocation
    ) -> DIError {
        DIError(
            code: .runtimeLoadedTwice,
            summary: "\(twice.name) is loaded twice: \(twice.images.count) images declare it, so each has its own "
                + "\(holding).",
            key: nil,
            facts: twice.images.map { Fact("Declared in", $0) },
            rule: "A type that holds dependencies must be loaded once: what a test assigns, mocks or overrides on one "
                + "copy is invisible to code that reads the other, so the app keeps its live values under the test's.",
            fix: "link the module that declares \(twice.name) into one image only: make it (or the library that "
                + "holds it) a dynamic library product (type: .dynamic) shared by the app and its tests or previews, "
                + "or let app-hosted tests use the host app's copy (in Xcode: the test target's Host Application, "
                + "without the module in its own Link Binary With Libraries).",
            location: location)
    }

    /// Whole-process verification found no registry class, so it would have checked nothing.
    static func noRegistriesFound(_ discovery: RegistryDiscovery, location: SourceLocation) -> DIError {
        var facts = [
            Fact(
                "Searched",
                "\(discovery.imageCount) loaded images (\(discovery.recordCount) conformance records) "
                    + "for classes conforming to \(RegistryDiscovery.moduleName).\(RegistryDiscovery.protocolName)")
        ]
        if !discovery.genericTypeNames.isEmpty {
            facts.append(
                Fact("Generic", discovery.genericTypeNames.joined(separator: ", ") + " (declare each specialization)"))
        }
        return DIError(
            code: .notRegistered,
            summary: "Registry verification found no registry classes to check.",
            key: nil, facts: facts,
            rule: "Verifying every registry must check at least one; a check of nothing would pass "
                + "while the app vends mocks.",
            fix: "link the modules that declare your registries into this binary (discovery reads the loaded "
                + "images), or declare them: RegistryVerification.testRegistriesHaveDesiredImplementationsSet("
                + "declared: [CoreRegistry.self, …]) or BaseRegistry.declareRegistries([CoreRegistry.self, …]).",
            location: location)
    }

    /// Whole-process verification was asked for on a platform that cannot list the loaded registry classes.
    static func registryDiscoveryUnavailable(location: SourceLocation) -> DIError {
        DIError(
            code: .notRegistered,
            summary: "Registry verification cannot find every registry class on this platform.",
            key: nil,
            facts: [Fact("Discovery", "this platform has neither dyld nor the runtime's metadata-section enumeration")],
            rule: "Verifying every registry needs the list of registry classes in the process; checking only "
                + "the ones touched so far could pass while the app vends mocks.",
            fix: "pass your registries: RegistryVerification.testRegistriesHaveDesiredImplementationsSet("
                + "declared: [CoreRegistry.self, …]) or BaseRegistry.verifyDesiredImplementations(declared: […]).",
            location: location)
    }

    /// The error a `Lazy` or `WeakLazy` stops with, or an `AsyncLazy` throws, when its builder cannot produce an
    /// instance; a builder's own error is DICore's one mapping of it, at the line that created the value.
    static func lifetimeFailure(_ error: any Error, key: DependencyKey, location: SourceLocation) -> DIError {
        guard let error = error as? DIError else {
            return .resolving(error, key: key, location: location)
        }
        if error.code == .invalidScope {
            return error.withFix(
                "make the builder of this WeakLazy return a class instance, or keep a value type in a Lazy, "
                    + "which holds it for the registry's life.")
        }
        guard error.code == .circularDependency else { return error }
        return error.withFix(
            "the builder of a Lazy or WeakLazy must not read that same instance; "
                + "pass what it needs into the builder's closure instead.")
    }
}
