/// What `Lazy` and `WeakLazy` share: a builder, DICore's instance cache for their scope, and the creation line.
///
/// A failed build (a cycle, or a weak value that is not a class) stops the
/// process with the full message, pointing at the line that created the value,
/// because `instance` is a non-throwing property in Floatation's API.
struct LifetimeCell<Instance> {
    private let builder: () -> Instance
    private let cache: InstanceCache<Instance>
    private let location: SourceLocation

    init(scope: Scope, location: SourceLocation, builder: @escaping () -> Instance) {
        self.builder = builder
        self.location = location
        cache = InstanceCache(key: DependencyKey(Instance.self), scope: scope)
    }

    /// Drops the kept instance, if any: the next read builds again, and a caller holding it keeps it.
    func dropInstance() {
        cache.reset(cache.scope)
    }

    var instance: Instance {
        do {
            return try cache.instance(location: location, create: builder)
        } catch {
            DiagnosticReporter.trap(DIError.lifetimeFailure(error, key: cache.key, location: location))
        }
    }
}
