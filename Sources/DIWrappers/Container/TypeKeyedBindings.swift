/// A container's unnamed bindings, keyed by the service type's identity, with a multiplicative hash.
///
/// The resolve fast path looks a binding up by `ObjectIdentifier` on every
/// call. `Dictionary` hashes that word with SipHash (≈ 180 instructions, the
/// largest single cost of a singleton resolve); type identities are already
/// well-spread addresses, so a Fibonacci hash and linear probing over two flat
/// arrays do the same job in a few instructions. The table doubles at 50 %
/// load, so lookups cost the same however many bindings it holds. Removal
/// shifts the following run back, so there are no tombstones.
///
/// Not thread-safe on its own: it lives inside the container's ``Locked`` table.
@usableFromInline
struct TypeKeyedBindings {
    /// Each slot's type identity as a word; 0 marks an empty slot (no type lives at address 0).
    @usableFromInline var typeWords: [UInt]
    @usableFromInline var bindings: [AnyBinding?]
    @usableFromInline var mask: Int
    private(set) var count = 0

    init() {
        typeWords = Array(repeating: 0, count: 8)
        bindings = Array(repeating: nil, count: 8)
        mask = 7
    }

    /// The slot a type identity's probe starts at.
    @inlinable
    static func home(of word: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The binding of the type whose identity is `typeID`, if any.
    @inlinable
    func binding(for typeID: ObjectIdentifier) -> AnyBinding? {
        let word = UInt(bitPattern: typeID)
        var index = Self.home(of: word, mask: mask)
        while true {
            let stored = typeWords[index]
            if stored == word { return bindings[index] }
            if stored == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Stores `binding` for `typeID` and returns the binding it replaced.
    mutating func updateValue(_ binding: AnyBinding, for typeID: ObjectIdentifier) -> AnyBinding? {
        let word = UInt(bitPattern: typeID)
        var index = Self.home(of: word, mask: mask)
        while typeWords[index] != 0 {
            if typeWords[index] == word {
                let replaced = bindings[index]
                bindings[index] = binding
                return replaced
            }
            index = (index + 1) & mask
        }
        typeWords[index] = word
        bindings[index] = binding
        count += 1
        if count * 2 > typeWords.count {
            grow()
        }
        return nil
    }

    /// Removes and returns the binding for `typeID`.
    mutating func removeValue(for typeID: ObjectIdentifier) -> AnyBinding? {
        let word = UInt(bitPattern: typeID)
        var index = Self.home(of: word, mask: mask)
        while typeWords[index] != word {
            if typeWords[index] == 0 { return nil }
            index = (index + 1) & mask
        }
        let removed = bindings[index]
        typeWords[index] = 0
        bindings[index] = nil
        count -= 1
        // Shift back every later entry of the run whose probe would now stop at the hole.
        var hole = index
        var next = (index + 1) & mask
        while typeWords[next] != 0 {
            let home = Self.home(of: typeWords[next], mask: mask)
            if (next - home) & mask >= (next - hole) & mask {
                typeWords[hole] = typeWords[next]
                bindings[hole] = bindings[next]
                typeWords[next] = 0
                bindings[next] = nil
                hole = next
            }
            next = (next + 1) & mask
        }
        return removed
    }

    /// Every binding, in no particular order.
    var values: [AnyBinding] {
        bindings.compactMap { $0 }
    }

    /// The same types with each binding replaced by `transform(binding)`.
    func mapValues(_ transform: (AnyBinding) -> AnyBinding) -> TypeKeyedBindings {
        var copy = self
        copy.bindings = bindings.map { $0.map(transform) }
        return copy
    }

    private mutating func grow() {
        let oldWords = typeWords
        let oldBindings = bindings
        let size = oldWords.count * 2
        typeWords = Array(repeating: 0, count: size)
        bindings = Array(repeating: nil, count: size)
        mask = size - 1
        for (word, binding) in zip(oldWords, oldBindings) where word != 0 {
            var index = Self.home(of: word, mask: mask)
            while typeWords[index] != 0 {
                index = (index + 1) & mask
            }
            typeWords[index] = word
            bindings[index] = binding
        }
    }
}
