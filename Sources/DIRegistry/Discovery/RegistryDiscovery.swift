/// Every registry class in the process, found in the loaded images' conformance records.
///
/// A registry class conforms to ``MockVendingRegistry``, and the compiler records that
/// conformance in the image that declares the class; ``ConformanceDiscovery``
/// reads those records in every loaded image, so a registry no code has touched yet is
/// still found (Floatation found them through the Objective-C runtime, which Linux lacks).
/// Each class found is enrolled like a touched one. A generic registry class cannot be
/// instantiated without its arguments: discovery names it, and each of its
/// specializations must be declared with `BaseRegistry.declareRegistries(_:)`.
/// A subclass of a registry class inherits the conformance without a record of its
/// own, so it is not found either; registries are `final` classes.
package struct RegistryDiscovery: Sendable {
    /// The protocol every registry class conforms to, as the conformance records name it.
    package static let protocolName = "MockVendingRegistry"
    /// The module that declares ``protocolName``.
    package static let moduleName = "DIRegistry"

    /// Whether this platform can list conformance records; where it cannot, nothing is found.
    let isAvailable: Bool
    /// The slots of the registry classes found, enrolled.
    let slots: [RegistrySlot]
    /// `Module.Name` of each generic registry class, which must be declared per specialization.
    let genericTypeNames: [String]
    /// How many images and conformance records were read.
    let imageCount: Int
    let recordCount: Int
    /// Registry classes declared in more than one loaded image (one module linked into two), by name.
    var loadedTwice: [LoadedTwice] = []

    /// Reads the loaded images (each once; later runs read only newly loaded ones) and enrols what it finds.
    static func run() -> RegistryDiscovery {
        guard ConformanceDiscovery.isAvailable else { return unavailable }
        let found = ConformanceDiscovery.conformingTypes(toProtocol: protocolName, inModule: moduleName)
        let slots = found.types.compactMap { type in
            (type as? any Registry.Type).map { RegistryDirectory.shared.enrol($0) }
        }
        return RegistryDiscovery(
            isAvailable: true, slots: slots, genericTypeNames: found.genericTypeNames,
            imageCount: found.imageCount, recordCount: found.recordCount,
            loadedTwice: LoadedTwice.find(
                in: found.types.map { (String(reflecting: $0), found.images[ObjectIdentifier($0)]) }))
    }

    /// What discovery reports on a platform that cannot list conformance records.
    static let unavailable = RegistryDiscovery(
        isAvailable: false, slots: [], genericTypeNames: [], imageCount: 0, recordCount: 0)

    /// What discovery reports when the loaded images hold no registry class (for tests of that message).
    static let nothingFound = RegistryDiscovery(
        isAvailable: true, slots: [], genericTypeNames: [], imageCount: 0, recordCount: 0)

    /// Every registry class in the process: the ones found, and those touched or declared.
    ///
    /// Inside a test's fresh state, "touched or declared" means in that test; the classes found
    /// are the same for every test, so the list does not depend on which tests ran before.
    func allSlots() -> [RegistrySlot] {
        let directory = RegistryDirectory.shared
        var included = Set(slots.map(\.typeID))
        included.formUnion(directory.visibleSlots.map(\.typeID))
        return directory.allSlots.filter { included.contains($0.typeID) }
    }
}
