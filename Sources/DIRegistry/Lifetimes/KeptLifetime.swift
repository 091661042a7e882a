/// A registry property that keeps what it built, `Lazy` and `AsyncLazy`, so a reset can empty a registry it cannot
/// free. (`WeakLazy` keeps nothing.)
protocol KeptLifetime: AnyObject {
    /// Drops the kept instance, if any: the next read builds again, and a caller holding it keeps it.
    func dropInstance()
}

extension BaseRegistry {
    /// Drops what the registry's `Lazy` and `AsyncLazy` stored properties keep, those of its superclasses included.
    ///
    /// Found through `Mirror`, which lists a class's stored properties (unless it customises its mirror) on every
    /// platform: a reset is rare, and a registry has no other record of its properties.
    func dropKeptInstances() {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let level = mirror {
            for property in level.children {
                (property.value as? any KeptLifetime)?.dropInstance()
            }
            mirror = level.superclassMirror
        }
    }
}
