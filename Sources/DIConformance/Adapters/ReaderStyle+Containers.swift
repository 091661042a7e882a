/// Rows 34–37 in DIReader: a context is one value listing every dependency, so it has no container to manage.
extension ReaderStyle {
    var modules: Support<@Sendable () throws -> ModuleWiring> {
        .notSupported(
            "a context is one type listing every dependency: a module's part is a protocol the context refines, "
                + "and one property answers a requirement two modules share, so there is no order to assemble in")
    }

    var forwarded: Support<@Sendable () throws -> (Service, any Numbered)> {
        .notSupported(
            "a context's properties return what the app writes: a second property returning the first one's "
                + "value shares it, with no forwarding of its own")
    }

    func propertyCycle(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> CycleParent> {
        .compileTime(
            "a context is a value built before use, and a stored property cannot be initialised from itself, "
                + "so no cycle needs closing")
    }

    var containerManagement: Support<ContainerManagement> {
        .notSupported("a context is a plain value: there is no container with lifetimes or bindings to manage")
    }
}
