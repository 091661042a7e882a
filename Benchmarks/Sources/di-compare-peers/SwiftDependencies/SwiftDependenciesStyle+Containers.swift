import DIConformance
import Dependencies

/// Rows 34–37 in swift-dependencies: a dependency is a `DependencyKey` declared in code, its `liveValue` built once
/// per process, with no container behind it.
extension SwiftDependenciesStyle {
    var modules: Support<@Sendable () throws -> ModuleWiring> {
        .notSupported(
            "a dependency is a DependencyKey conformance declared once in code: there are no modules of bindings "
                + "to assemble, and a second declaration of one key does not compile")
    }

    var forwarded: Support<@Sendable () throws -> (Service, any Numbered)> {
        .notSupported(
            "a key has one value: a second key whose liveValue reads the first key's shares its instance, "
                + "with no forwarding of its own")
    }

    func propertyCycle(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> CycleParent> {
        .notSupported(
            "a liveValue is built with no step after it: read the other dependency with @Dependency where it is "
                + "used instead of setting a property")
    }

    var containerManagement: Support<ContainerManagement> {
        .notSupported(
            "a liveValue is built once and cached for the process: there is no container with a default lifetime, "
                + "no reset of one value outside a test, and nothing to remove")
    }
}
