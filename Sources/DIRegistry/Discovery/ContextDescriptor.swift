import CDIDiscovery

/// A Swift context descriptor in a loaded image: a module, a protocol or a nominal type.
///
/// The compiler emits one for every declaration; discovery reads a few of its
/// fields (the Swift ABI's `TargetContextDescriptor` and `TargetTypeContextDescriptor`):
/// the flags word, the parent, the name, and for a type its metadata access function.
/// Every field after the flags is a 32-bit offset from the field's own address.
struct ContextDescriptor {
    /// The kinds discovery tells apart (the low five bits of the flags).
    enum Kind: UInt32 {
        case module = 0
        case `extension` = 1
        case anonymous = 2
        case `protocol` = 3
        case opaqueType = 4
        case `class` = 16
        case `struct` = 17
        case `enum` = 18
    }

    let address: UnsafeRawPointer

    private var flags: UInt32 {
        address.load(as: UInt32.self)
    }

    /// The descriptor's kind, or `nil` for a kind this reader does not know.
    var kind: Kind? {
        Kind(rawValue: flags & 0x1F)
    }

    /// Whether the declaration has generic parameters (its metadata needs arguments to exist).
    var isGeneric: Bool {
        flags & 0x80 != 0
    }

    /// The enclosing context (module, type or extension), or `nil` at the top.
    var parent: ContextDescriptor? {
        RelativePointer.indirectable(at: address + 4).map(ContextDescriptor.init)
    }

    /// The declaration's own name, e.g. `MockVendingRegistry`; `nil` for contexts without one.
    var name: UnsafePointer<CChar>? {
        guard kind != .extension, kind != .anonymous else { return nil }
        return RelativePointer.direct(at: address + 8)?.assumingMemoryBound(to: CChar.self)
    }

    /// The name of the module the declaration belongs to.
    var moduleName: UnsafePointer<CChar>? {
        var context: ContextDescriptor? = self
        while let current = context {
            if current.kind == .module { return current.name }
            context = current.parent
        }
        return nil
    }

    /// `Module.Outer.Name`, for messages about types discovery cannot instantiate.
    var qualifiedName: String {
        var parts: [String] = []
        var context: ContextDescriptor? = self
        while let current = context {
            if let name = current.name { parts.append(String(cString: name)) }
            context = current.parent
        }
        return parts.reversed().joined(separator: ".")
    }

    /// The type's metadata, built by its access function; `nil` for generic or non-type descriptors.
    var nonGenericMetadata: (any Any.Type)? {
        guard let kind, [.class, .struct, .enum].contains(kind), !isGeneric,
            let accessFunction = RelativePointer.direct(at: address + 12),
            let metadata = cdi_call_metadata_accessor(accessFunction)
        else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}

/// Reads the ABI's relative pointers: a signed 32-bit offset from the field's own address.
enum RelativePointer {
    /// The target of a direct relative pointer, or `nil` for a zero offset.
    static func direct(at field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }

    /// The target of a relative pointer whose low bit says "the target holds the address".
    static func indirectable(at field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        guard offset != 0 else { return nil }
        let target = field + Int(offset & ~1)
        return offset & 1 == 0 ? target : cdi_load_indirect_pointer(target)
    }
}
