/// Every registry class the process knows, found by class identity without a lock or a dictionary.
///
/// Lookups probe a fixed open-addressed table of ``AtomicReference``s keyed by
/// the class's address: one or two acquire loads on the hot path of `shared`.
/// Enrolment (a class's first touch, or `BaseRegistry.declareRegistries(_:)`)
/// takes a lock, inserts into the table and appends to the ordered list that
/// discovery and verification read. Slots are never removed. A process with
/// more registry classes than the table holds keeps the rest in a locked overflow
/// dictionary, which is correct but slower.
final class RegistryDirectory: Sendable {
    /// The process-wide directory.
    static let shared = RegistryDirectory()

    private static let bucketCount = 1024
    private let buckets: [AtomicReference<RegistrySlot>]
    private let enrolled = Locked<[RegistrySlot]>([])
    private let overflow = Locked<[ObjectIdentifier: RegistrySlot]>([:])

    private init() {
        buckets = (0..<Self.bucketCount).map { _ in AtomicReference() }
    }

    /// The slot of `registryType`, enrolling the class on its first touch.
    @inline(__always)
    func slot<Concrete: Registry>(for registryType: Concrete.Type) -> RegistrySlot {
        existingSlot(for: ObjectIdentifier(registryType)) ?? enrol(registryType)
    }

    /// The slot of an already enrolled class, or `nil`.
    @inline(__always)
    func existingSlot(for typeID: ObjectIdentifier) -> RegistrySlot? {
        var index = Self.startIndex(for: typeID)
        for _ in 0..<Self.bucketCount {
            guard let slot = buckets[index].value else { return nil }
            if slot.typeID == typeID { return slot }
            index = (index + 1) & (Self.bucketCount - 1)
        }
        return overflow.withLock { $0[typeID] }
    }

    /// Every enrolled slot, in the order the classes were first touched or declared.
    var allSlots: [RegistrySlot] {
        enrolled.withLock { $0 }
    }

    /// Enrols `registryType` (idempotent) and returns its slot.
    @discardableResult
    func enrol<Concrete: Registry>(_ registryType: Concrete.Type) -> RegistrySlot {
        let typeID = ObjectIdentifier(registryType)
        return enrolled.withLock { list in
            if let existing = existingSlot(for: typeID) { return existing }
            let slot = RegistrySlot(registryType)
            insert(slot)
            list.append(slot)
            return slot
        }
    }

    /// Inserts into the first free bucket of the slot's probe sequence; callers hold the enrolment lock.
    private func insert(_ slot: RegistrySlot) {
        var index = Self.startIndex(for: slot.typeID)
        for _ in 0..<Self.bucketCount {
            if buckets[index].storeIfEmpty(slot).stored { return }
            index = (index + 1) & (Self.bucketCount - 1)
        }
        overflow.withLock { $0[slot.typeID] = slot }
    }

    @inline(__always)
    private static func startIndex(for typeID: ObjectIdentifier) -> Int {
        let bits = UInt(bitPattern: typeID)
        return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 14)) & (bucketCount - 1)
    }
}
