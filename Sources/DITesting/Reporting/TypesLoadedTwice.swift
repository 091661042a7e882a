import DICore
import DIRegistry

/// The app's types that two images loaded in a test process declare, found once at the process's first use.
///
/// A module linked into the app and again into its test bundle (or a preview's dylib) declares its registry classes
/// and worlds twice, even when DIToolkit itself is linked once: each copy has its own `shared` registry or current
/// world, so what a test sets on one is invisible to the app code that reads the other. DICore asks for this list
/// through the test runner's hook at the process's first use, and reports each as DI016, failing the running test.
enum TypesLoadedTwice {
    /// The protocols whose conformers hold dependencies, by the names discovery matches, and what each copy keeps.
    private static let holders = [
        (
            protocolName: RegistryDiscovery.protocolName, moduleName: RegistryDiscovery.moduleName,
            holding: "shared registry and mock"
        ),
        (protocolName: "AmbientWorld", moduleName: "DIEffects", holding: "current world and test overrides"),
    ]

    @Sendable
    static func errors(firstUseAt location: SourceLocation) -> [DIError] {
        guard ConformanceDiscovery.isAvailable else { return [] }
        return holders.flatMap { holder in
            let found = ConformanceDiscovery.conformingTypes(
                toProtocol: holder.protocolName, inModule: holder.moduleName)
            let named = found.types.map { (String(reflecting: $0), found.images[ObjectIdentifier($0)]) }
            return RegistryDiscovery.LoadedTwice.find(in: named).map {
                DIError.typeLoadedTwice($0, holding: holder.holding, location: location)
            }
        }
    }
}
