import CDIDiscovery

/// One protocol conformance the compiler recorded in an image's conformance section.
///
/// The section is an array of 32-bit relative pointers, one per conformance, each
/// to a conformance descriptor (the Swift ABI's `TargetProtocolConformanceDescriptor`):
/// the protocol (an indirectable relative pointer), the conforming type (how to read
/// it is in the flags), the witness table, and the flags word.
struct ConformanceRecord {
    /// How the descriptor names the conforming type (bits 3–5 of its flags).
    private enum TypeReferenceKind: UInt32 {
        case directTypeDescriptor = 0
        case indirectTypeDescriptor = 1
        case directObjectiveCClassName = 2
        case indirectObjectiveCClass = 3
    }

    private let descriptor: UnsafeRawPointer

    /// The record at `entry` in a conformance section.
    init?(entry: UnsafeRawPointer) {
        guard let descriptor = RelativePointer.direct(at: entry) else { return nil }
        self.descriptor = descriptor
    }

    /// The protocol conformed to.
    var protocolDescriptor: ContextDescriptor? {
        RelativePointer.indirectable(at: descriptor).map(ContextDescriptor.init)
    }

    /// The conforming type's descriptor; `nil` for an Objective-C class, which has none.
    var typeDescriptor: ContextDescriptor? {
        let flags = (descriptor + 12).load(as: UInt32.self)
        let field = descriptor + 4
        switch TypeReferenceKind(rawValue: (flags >> 3) & 0x7) {
        case .directTypeDescriptor:
            return RelativePointer.direct(at: field).map(ContextDescriptor.init)
        case .indirectTypeDescriptor:
            return RelativePointer.direct(at: field).flatMap(cdi_load_indirect_pointer).map(ContextDescriptor.init)
        case .directObjectiveCClassName, .indirectObjectiveCClass, nil:
            return nil
        }
    }
}

/// The conformance records of every loaded image, section by section.
enum ConformanceSections {
    /// Whether this platform and runtime can list the loaded images' sections.
    static var areAvailable: Bool {
        cdi_can_enumerate_metadata_sections()
    }

    /// The conformance section of every loaded image, as raw buffers (empty for an image without one).
    static func all() -> [UnsafeRawBufferPointer] {
        final class Collected {
            var sections: [UnsafeRawBufferPointer] = []
        }
        let collected = Collected()
        withExtendedLifetime(collected) {
            cdi_enumerate_conformance_sections(
                { section, context in
                    let collected = Unmanaged<Collected>.fromOpaque(context!).takeUnretainedValue()
                    let start = UnsafeRawPointer(bitPattern: section.start)
                    collected.sections.append(
                        UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : section.length))
                    return true
                }, Unmanaged.passUnretained(collected).toOpaque())
        }
        return collected.sections
    }

    /// The records of one section.
    static func records(in section: UnsafeRawBufferPointer) -> [ConformanceRecord] {
        guard let base = section.baseAddress else { return [] }
        let count = section.count / MemoryLayout<Int32>.stride
        return (0..<count).compactMap { ConformanceRecord(entry: base + $0 * MemoryLayout<Int32>.stride) }
    }
}
