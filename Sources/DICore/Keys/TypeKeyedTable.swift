/// Objects keyed by a type's identity: a region's unnamed overrides, found on every resolve while a region is alive.
///
/// Type identities are well-spread addresses, so a multiplicative hash and linear probing over one array (doubled
/// at half full; removal shifts the run back) replace `Dictionary`'s SipHash. A copy-on-write value, not
/// thread-safe on its own.
@usableFromInline
package struct TypeKeyedTable<Value: AnyObject> {
    /// One slot: a type identity as a word (0 marks an empty slot: no type lives at address 0) and its value.
    @usableFromInline
    struct Slot {
        @usableFromInline var word: UInt
        @usableFromInline var value: Value?
    }

    @usableFromInline var slots: [Slot]
    @usableFromInline var mask: Int
    @usableFromInline package private(set) var count = 0

    /// An empty table; it allocates nothing until the first entry.
    package init() {
        slots = []
        mask = 0
    }

    @inlinable
    package var isEmpty: Bool {
        count == 0
    }

    @inlinable
    static func home(of word: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The value for `typeID`, unretained: it lives as long as this table holds it, which the caller guarantees for
    /// as long as it uses it (a resolve reads it while its region's state is alive, with no reference count).
    @inlinable
    package func value(for typeID: ObjectIdentifier) -> Unmanaged<Value>? {
        guard count != 0 else { return nil }
        let word = UInt(bitPattern: typeID)
        var index = Self.home(of: word, mask: mask)
        while true {
            let stored = slots[index].word
            if stored == word { return slots[index].value.map(Unmanaged.passUnretained) }
            if stored == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    @discardableResult
    package mutating func updateValue(_ value: Value, for typeID: ObjectIdentifier) -> Value? {
        if slots.isEmpty {
            slots = Array(repeating: Slot(word: 0, value: nil), count: 8)
            mask = 7
        }
        let word = UInt(bitPattern: typeID)
        var index = Self.home(of: word, mask: mask)
        while slots[index].word != 0 {
            if slots[index].word == word {
                let replaced = slots[index].value
                slots[index].value = value
                return replaced
            }
            index = (index + 1) & mask
        }
        slots[index] = Slot(word: word, value: value)
        count += 1
        if count * 2 > slots.count {
            grow()
        }
        return nil
    }

    @discardableResult
    package mutating func removeValue(for typeID: ObjectIdentifier) -> Value? {
        guard count != 0 else { return nil }
        let word = UInt(bitPattern: typeID)
        var index = Self.home(of: word, mask: mask)
        while slots[index].word != word {
            if slots[index].word == 0 { return nil }
            index = (index + 1) & mask
        }
        let removed = slots[index].value
        slots[index] = Slot(word: 0, value: nil)
        count -= 1
        // Shift back every later entry of the run whose probe would now stop at the hole.
        var hole = index
        var next = (index + 1) & mask
        while slots[next].word != 0 {
            let home = Self.home(of: slots[next].word, mask: mask)
            if (next - home) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                slots[next] = Slot(word: 0, value: nil)
                hole = next
            }
            next = (next + 1) & mask
        }
        return removed
    }

    private mutating func grow() {
        let old = slots
        mask = old.count * 2 - 1
        slots = Array(repeating: Slot(word: 0, value: nil), count: old.count * 2)
        for slot in old where slot.word != 0 {
            var index = Self.home(of: slot.word, mask: mask)
            while slots[index].word != 0 {
                index = (index + 1) & mask
            }
            slots[index] = slot
        }
    }
}

extension TypeKeyedTable: Sendable where Value: Sendable {}
extension TypeKeyedTable.Slot: Sendable where Value: Sendable {}
