/// The values a type declares for itself (``/DICore/LiveDependency``), answering an unnamed resolve that found
/// no binding and no override.
///
/// The answer is the binding `bind(.singleton, to:live:test:preview:)` makes, stored in the root of the asked
/// container's chain (``Container/main``, a fresh one in each isolated test) the first time a resolve misses, so
/// the resolve goes on through the normal path and every later one finds it there. Only the miss path reaches
/// this file: a resolve that finds a binding never asks whether its type declares values.
extension Container {
    /// The binding of the declared values of `key`'s type in the root of this container's chain, stored there
    /// now if the root has none; `nil` for an identified key or a type that declares no values.
    @usableFromInline @inline(never)
    func declaredBinding(for key: borrowing DependencyKey, location: SourceLocation) -> AnyBinding? {
        guard key.identifier == nil, let declared = key.serviceType as? any LiveDependency.Type else { return nil }
        return root.declaredBinding(of: declared, location: location)
    }

    /// The value of the declared values of `key`'s type, for a read path whose look-up found nothing: `nil` for
    /// an identified key or a type that declares none, else what the normal path resolves now that the root
    /// binds them.
    @usableFromInline @inline(never)
    func declaredValue<Service>(for key: DependencyKey, as type: Service.Type, location: SourceLocation) throws
        -> Service?
    {
        guard declaredBinding(for: key, location: location) != nil else { return nil }
        return try value(for: key, as: type, location: location)
    }

    /// The binding a resolve of `key` here would use and the container that holds it: a bound one here or in a
    /// parent, else that of the values its type declares, stored in the root now (so `verify()` counts a declared
    /// type as answered, and builds it as a resolve would).
    func answerBindingWithOwner(for key: DependencyKey, location: SourceLocation) -> (AnyBinding, Container)? {
        if let found = bindingWithOwner(for: key) {
            return found
        }
        return declaredBinding(for: key, location: location).map { ($0, root) }
    }

    /// The last container of this one's chain.
    var root: Container {
        var container = self
        while let next = container.parent {
            container = next
        }
        return container
    }

    /// This container's binding of `Declared`, or a binding of its declared values stored now if it has none
    /// (a binding stored by another thread first wins, so racing first reads share one singleton).
    private func declaredBinding<Declared: LiveDependency>(of type: Declared.Type, location: SourceLocation)
        -> AnyBinding
    {
        let key = DependencyKey(anyType: Declared.self)
        let values = ContextValues<(Container) throws -> Declared>(declaredBy: type) { value in { _ in value() } }
        let declared = withContainerDecorators(
            Self.newBinding(
                key, scope: .singleton, location: location, serialGate: factoryGate,
                noTestValueReport: values.test == nil
                    ? LiveOnlyBinding<Declared>.report(key, scope: .singleton, location: location, declared: true)
                    : nil,
                factory: Self.contextFactory(for: key, values: values, location: location, declared: true)))
        declared.isDeclared = true
        return bindings.binding(for: key, orStore: declared)
    }
}
