/// Rows 34–37 in DIEffects: a `World` is a struct of closures the app writes, with no container behind it.
extension WorldStyle {
    var modules: Support<@Sendable () throws -> ModuleWiring> {
        .notSupported(
            "a World is one struct the app builds: each field is declared once and set where the World is made, "
                + "so there are no modules to assemble")
    }

    var forwarded: Support<@Sendable () throws -> (Service, any Numbered)> {
        .notSupported(
            "a world's fields are closures the app writes: a second field calling the first shares its "
                + "instance, with no forwarding of its own")
    }

    func propertyCycle(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> CycleParent> {
        .compileTime(
            "a World's fields are built before the World exists, in the order the code writes them, so no "
                + "cycle needs closing")
    }

    var containerManagement: Support<ContainerManagement> {
        .notSupported("a World manages no lifetimes and holds no bindings: there is no container to manage")
    }
}
