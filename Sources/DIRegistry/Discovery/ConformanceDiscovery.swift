import CDIDiscovery
import DICore

/// Finds every type in the process that conforms to a given protocol, without the Objective-C runtime.
///
/// The compiler records each conformance in a metadata section of the image that
/// declares it; that is how the Swift runtime answers `as?` casts, and how test
/// runners find tests. Discovery walks the conformance section of every loaded image
/// (listed by the runtime's `swift_enumerateAllMetadataSections` on Linux and
/// Windows, by dyld on Apple platforms), keeps the records whose protocol has the
/// given name in the given module, and turns each conforming non-generic type into
/// its metatype through the type's metadata access function. A generic type cannot
/// be instantiated without its arguments, so it is listed by name instead.
///
/// Each image is read once per protocol; later calls read only images loaded since.
/// ``RegistryDiscovery`` is its one user; the sections each platform reads are listed in `CDIDiscovery.c`.
///
/// ```swift
/// let found = ConformanceDiscovery.conformingTypes(
///     toProtocol: "MockVendingRegistry", inModule: "DIRegistry")
/// let registryTypes = found.types.compactMap { $0 as? any Registry.Type }
/// ```
package enum ConformanceDiscovery {
    /// What discovery found for one protocol.
    package struct Found: Sendable {
        /// The conforming non-generic types, in image and record order.
        package var types: [any Any.Type] = []
        /// `Module.Name` of each conforming generic type, which discovery cannot instantiate.
        package var genericTypeNames: [String] = []
        /// How many images were read.
        package var imageCount = 0
        /// How many conformance records were read.
        package var recordCount = 0
        /// The path of the image that declares each found type, where the platform names it.
        package var images: [ObjectIdentifier: String] = [:]
    }

    private struct Query: Hashable {
        let protocolName: String
        let moduleName: String
    }

    private struct Progress {
        var readSections: Set<UInt> = []
        var found = Found()
    }

    private static let progress = Locked<[Query: Progress]>([:])

    /// Whether this platform can list the loaded images' conformance records.
    ///
    /// `false` on platforms without dyld or the runtime's section enumeration (for
    /// example WebAssembly, or an ELF runtime too old to export it).
    package static var isAvailable: Bool {
        ConformanceSections.areAvailable
    }

    /// Every type conforming to `protocolName`, declared in the module `moduleName`, in every loaded image.
    ///
    /// The first call for a protocol reads every image; later calls read only images loaded since.
    package static func conformingTypes(toProtocol protocolName: String, inModule moduleName: String) -> Found {
        let query = Query(protocolName: protocolName, moduleName: moduleName)
        let sections = ConformanceSections.all()
        let alreadyRead = progress.withLock { $0[query]?.readSections ?? [] }
        var additions: [(section: UInt, found: Found)] = []
        for section in sections {
            let key = UInt(bitPattern: section.baseAddress)
            guard key != 0, !alreadyRead.contains(key) else { continue }
            var found = Found()
            scan(section, for: query, into: &found)
            additions.append((key, found))
        }
        return progress.withLock { progress in
            var entry = progress[query] ?? Progress()
            // A racing call may have read the same image; each image counts once.
            for (key, found) in additions where entry.readSections.insert(key).inserted {
                entry.found.types += found.types
                entry.found.genericTypeNames += found.genericTypeNames
                entry.found.recordCount += found.recordCount
                entry.found.images.merge(found.images) { first, _ in first }
            }
            entry.found.imageCount = sections.count
            progress[query] = entry
            return entry.found
        }
    }

    private static func scan(_ section: UnsafeRawBufferPointer, for query: Query, into found: inout Found) {
        let image = cdi_image_path_containing(section.baseAddress).map { String(cString: $0) }
        query.protocolName.withCString { protocolName in
            query.moduleName.withCString { moduleName in
                var matching: Set<UnsafeRawPointer> = []
                var other: Set<UnsafeRawPointer> = []
                for record in ConformanceSections.records(in: section) {
                    found.recordCount += 1
                    guard let protocolDescriptor = record.protocolDescriptor else { continue }
                    let address = protocolDescriptor.address
                    if other.contains(address) { continue }
                    if !matching.contains(address) {
                        guard protocolDescriptor.kind == .protocol,
                            let name = protocolDescriptor.name, sameCString(name, protocolName),
                            let module = protocolDescriptor.moduleName, sameCString(module, moduleName)
                        else {
                            other.insert(address)
                            continue
                        }
                        matching.insert(address)
                    }
                    guard let typeDescriptor = record.typeDescriptor else { continue }
                    if let type = typeDescriptor.nonGenericMetadata {
                        found.types.append(type)
                        found.images[ObjectIdentifier(type)] = image
                    } else if typeDescriptor.isGeneric {
                        found.genericTypeNames.append(typeDescriptor.qualifiedName)
                    }
                }
            }
        }
    }

    private static func sameCString(_ first: UnsafePointer<CChar>, _ second: UnsafePointer<CChar>) -> Bool {
        var index = 0
        while first[index] == second[index] {
            if first[index] == 0 { return true }
            index += 1
        }
        return false
    }
}
