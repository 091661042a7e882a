/// Rows 34–37 in DIRegistry: a registry is a module's class of `let`s, declared in code.
extension RegistryStyle {
    var modules: Support<@Sendable () throws -> ModuleWiring> {
        .notSupported(
            "each module is a registry class of its own, assigned its implementation once (DI004 on a second "
                + "assignment), so two modules never bind one dependency and there is nothing to assemble")
    }

    var forwarded: Support<@Sendable () throws -> (Service, any Numbered)> {
        .notSupported(
            "a registry's `let`s are declared in code: a second `let` typed as the protocol, set from the first, "
                + "shares its instance, with no forwarding of its own")
    }

    func propertyCycle(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> CycleParent> {
        .notSupported(
            "a registry has no step after building a `Lazy`'s value: set the property in the builder, or read "
                + "the other registry lazily where it is used")
    }

    var containerManagement: Support<ContainerManagement> {
        .notSupported(
            "a registry's lifetimes are written on each `let` (`Lazy`, `WeakLazy`), there is no default, and "
                + "a registry's dependencies are declared in code, never removed; `Scope.reset` resets a named scope")
    }
}
