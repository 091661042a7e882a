/// Every registry class the process knows, found by class identity without a lock or a dictionary.
///
/// Lookups go through DICore's `ConcurrentTable`: a short probe of acquire loads
/// keyed by the class's address, handing out the slot without retaining it
/// (slots live for the whole process, and the table keeps what it grows out of, so no read section is needed). That keeps `shared` close to the cost of
/// a `static let` read. Enrolment (a class's first touch, or
/// `BaseRegistry.declareRegistries(_:)`) takes the table's insert lock and
/// appends to the ordered list that discovery and verification read.
@usableFromInline
final class RegistryDirectory: Sendable {
    /// The process-wide directory.
    @usableFromInline static let shared = RegistryDirectory()

    @usableFromInline let table = ConcurrentTable<RegistrySlot>(keepsReplacedSlots: true)
    /// The slots of ``table``, so `shared` reaches them without retaining the table.
    @usableFromInline nonisolated(unsafe) let slots: UnsafeMutablePointer<Int>
    private let enrolled = Locked<[RegistrySlot]>([])

    private init() {
        slots = table.slots
    }

    /// Runs `body` with the slot of `registryType` (enrolling the class on its first touch).
    @inlinable @inline(__always)
    func withSlot<Concrete: Registry, Result>(
        for registryType: Concrete.Type,
        _ body: (RegistrySlot) -> Result
    ) -> Result {
        // Slots are never removed, and the table keeps the slots a growth replaces: no read section is needed.
        if let slot = ConcurrentTable<RegistrySlot>.object(
            in: slots, for: ConcurrentTable<RegistrySlot>.word(of: registryType))
        {
            return Unmanaged<RegistrySlot>.fromOpaque(slot)._withUnsafeGuaranteedRef(body)
        }
        return body(enrol(registryType))
    }

    /// The slot of `registryType`, enrolling the class on its first touch.
    func slot<Concrete: Registry>(for registryType: Concrete.Type) -> RegistrySlot {
        withSlot(for: registryType) { $0 }
    }

    /// The slot of an already enrolled class, or `nil`.
    func existingSlot(for typeID: ObjectIdentifier) -> RegistrySlot? {
        ReadSection.run {
            table.object(for: Int(bitPattern: UInt(bitPattern: typeID)))?.takeUnretainedValue()
        }
    }

    /// Every enrolled slot, in the order the classes were first touched or declared.
    var allSlots: [RegistrySlot] {
        enrolled.withLock { $0 }
    }

    /// The slots discovery reports: inside a test's fresh state, those declared or touched in it
    /// (they have a state in the test's store); outside, every enrolled slot.
    var visibleSlots: [RegistrySlot] {
        guard DependencyIsolation.isActive else { return allSlots }
        return allSlots.filter { $0.existingState() != nil }
    }

    /// Enrols `registryType` (idempotent) and returns its slot.
    @usableFromInline
    @discardableResult
    func enrol<Concrete: Registry>(_ registryType: Concrete.Type) -> RegistrySlot {
        table.object(for: ConcurrentTable<RegistrySlot>.word(of: registryType)) {
            let slot = RegistrySlot(registryType)
            enrolled.withLock { $0.append(slot) }
            return slot
        }
    }
}
