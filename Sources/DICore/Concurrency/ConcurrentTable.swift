import CDIAtomics

/// A hash table of objects that readers search without a lock and without retaining anything: a container's
/// bindings, the registry classes.
///
/// An entry's word is a type's identity, or a key's hash (computed when stored) with the object's own key compared
/// on a match. Readers probe inside a ``ReadSection`` (below: how anything published this way is read) with acquire
/// loads; writers take the lock, publish an object before its word, and release what they replace (an object, or
/// outgrown slots) once no section can hold it. Linear probing at most half full keeps a lookup's cost flat.
@usableFromInline
package final class ConcurrentTable<Value: AnyObject>: @unchecked Sendable {
    /// The current slots: a `malloc`ed block of `[mask, used, words..., objects...]`, replaced when it grows; until
    /// the first store, the one shared block with no room (``emptySlots``), so a table never stored to costs no block.
    @usableFromInline package let slots: UnsafeMutablePointer<Int>
    @usableFromInline let lock: Lock

    /// Whether outgrown slots are kept, not freed: for a table that lives as long as the process, searched
    /// without a read section, whose entries are never removed.
    @usableFromInline let keepsReplacedSlots: Bool
    /// The table whose lock and slot allocation this one shares (see ``init(keepsReplacedSlots:sharingLockOf:)``),
    /// kept alive while this one lives.
    private let partner: ConcurrentTable?

    /// An empty table (see ``keepsReplacedSlots``; what it keeps is at most the size of its current slots).
    ///
    /// With `other`, the table writes under `other`'s lock and keeps its slot word beside `other`'s, for the two
    /// tables of one owner whose writes are few: a lock and an allocation fewer to make, and their writes wait for
    /// each other. Then neither table's `prepare` or `make` may touch the other, and no third table may share
    /// `other`'s.
    package init(keepsReplacedSlots: Bool = false, sharingLockOf other: ConcurrentTable? = nil) {
        self.keepsReplacedSlots = keepsReplacedSlots
        if let other {
            lock = other.lock
            slots = other.slots + 1
        } else {
            lock = Lock()
            // Room for a sharing table's word. `malloc`, not `allocate(capacity:)`, whose default alignment the
            // runtime serves with `posix_memalign`.
            slots = malloc(2 * MemoryLayout<Int>.stride).unsafelyUnwrapped.bindMemory(to: Int.self, capacity: 2)
        }
        partner = other
        slots.initialize(to: Int(bitPattern: emptySlots))
    }

    deinit {
        // No reader can be inside a section on this table: a reader holds the table's owner alive.
        let block = Self.block(cdi_atomic_load_acquire(slots))
        let capacity = block[0] + 1
        for index in 0..<capacity {
            if let object = UnsafeRawPointer(bitPattern: block[2 + capacity + index]) {
                Unmanaged<Value>.fromOpaque(object).release()
            }
        }
        if block != emptySlots {
            free(block)
        }
        if partner == nil {
            free(slots)
        }
    }

    /// The word of the unnamed entry of `type`: its identity.
    @inlinable
    package static func word(of type: Any.Type) -> Int {
        Int(bitPattern: UInt(bitPattern: ObjectIdentifier(type)))
    }

    /// The object stored for `word`, unretained; call inside a ``ReadSection``, for a word only one entry has.
    @inlinable
    package func object(for word: Int) -> Unmanaged<Value>? {
        object(for: word) { _ in true }
    }

    /// The object stored for `word` in the table whose ``slots`` are `slots`, or `nil`; call inside a
    /// ``ReadSection``, for a word only one entry has. For a hot path that keeps the (stable) `slots` pointer, so
    /// it retains nothing on the way.
    @inlinable @inline(__always)
    package static func object(in slots: UnsafeMutablePointer<Int>, for word: Int) -> UnsafeRawPointer? {
        object(in: slots, for: word) { _ in true }
    }

    /// The object stored for `word` that `matches` accepts in the table whose ``slots`` are `slots`, or `nil`;
    /// call inside a ``ReadSection`` (``object(in:for:)`` for words several entries may share).
    @inlinable @inline(__always)
    package static func object(
        in slots: UnsafeMutablePointer<Int>,
        for word: Int,
        where matches: (Value) -> Bool
    ) -> UnsafeRawPointer? {
        let block = Self.block(cdi_atomic_load_acquire(slots))
        let mask = block[0]
        var index = Self.home(of: word, mask: mask)
        while true {
            let stored = cdi_atomic_load_acquire(block + 2 + index)
            if stored == word,
                let object = UnsafeRawPointer(bitPattern: cdi_atomic_load_acquire(block + 3 + mask + index)),
                Unmanaged<Value>.fromOpaque(object)._withUnsafeGuaranteedRef(matches)
            {
                return object
            }
            if stored == 0 {
                return nil
            }
            index = (index + 1) & mask
        }
    }

    /// The object stored for `word` that `matches` accepts, unretained; call inside a ``ReadSection``.
    @inlinable
    package func object(for word: Int, where matches: (Value) -> Bool) -> Unmanaged<Value>? {
        Self.object(in: slots, for: word, where: matches).map { Unmanaged<Value>.fromOpaque($0) }
    }

    /// Stores `value` for `word`, replacing the entry `matches` accepts; returns the replaced object.
    ///
    /// `value` comes retained, and the table keeps that reference: a caller that hands over the one it made the
    /// object with (`.passRetained(Object())`, its retain and release cancelling) stores it with no reference
    /// counting. `prepare` runs under the lock before `value` is published, with the object it replaces; once
    /// published, `value` may be replaced and freed by another store, so read it before. The replaced object
    /// comes back retained and unpublished: release it with ``ReadSection/release(_:)``.
    @inlinable
    package func store(
        retained value: Unmanaged<Value>,
        for word: Int,
        replacing matches: (Value) -> Bool = { _ in true },
        prepare: (_ replaced: Value?) -> Void = { _ in }
    ) -> Unmanaged<Value>? {
        precondition(word != 0, "the word 0 marks an empty slot")
        let raw = Int(bitPattern: value.toOpaque())
        let (replaced, retired) = lock.withLock { () -> (Int, UnsafeMutablePointer<Int>?) in
            let block = Self.block(cdi_atomic_load_relaxed(slots))
            let end = Self.probe(for: word, in: block, where: matches)
            if end.found {
                let objects = Self.objects(of: block)
                prepare(
                    Unmanaged<Value>.fromOpaque(UnsafeRawPointer(bitPattern: objects[end.slot])!)
                        .takeUnretainedValue())
                return (cdi_atomic_exchange(objects + end.slot, raw), nil)
            }
            prepare(nil)
            guard (block[1] + 1) * 2 > block[0] + 1 else {
                Self.publishLocked(word: word, object: raw, at: end.slot, in: block)
                return (0, nil)
            }
            Self.insertLocked(word: word, object: raw, into: grow(block))
            return (0, block)
        }
        if let retired {
            retire(retired)
        }
        return UnsafeRawPointer(bitPattern: replaced).map { Unmanaged<Value>.fromOpaque($0) }
    }

    /// Runs `body` under the lock this table's writes hold, for state its owner keeps beside the table and changes
    /// in a store's `prepare`.
    package func withLock<Result>(_ body: () -> Result) -> Result {
        lock.withLock(body)
    }

    /// The object stored for `word` (one entry per word), or the one `make` returns, stored now; `make` runs under
    /// the table's lock, so it must not touch this table. For a table whose entries live as long as the process.
    package func object(for word: Int, orMake make: () -> Value) -> Value {
        if let found = ReadSection.run({ object(for: word)?.takeUnretainedValue() }) {
            return found
        }
        return lock.withLock {
            let block = Self.block(cdi_atomic_load_relaxed(slots))
            if let index = Self.index(of: word, in: block, where: { _ in true }) {
                return Unmanaged<Value>.fromOpaque(UnsafeRawPointer(bitPattern: Self.objects(of: block)[index])!)
                    .takeUnretainedValue()
            }
            let value = make()
            var target = block
            if (block[1] + 1) * 2 > block[0] + 1 {
                target = grow(block)
                retire(block)
            }
            Self.insertLocked(
                word: word, object: Int(bitPattern: Unmanaged.passRetained(value).toOpaque()), into: target)
            return value
        }
    }

    /// Removes the entry for `word` that `matches` accepts; returns it, retained and unpublished.
    @inlinable
    package func remove(_ word: Int, where matches: (Value) -> Bool = { _ in true }) -> Unmanaged<Value>? {
        let removed = lock.withLock { () -> Int in
            let block = Self.block(cdi_atomic_load_relaxed(slots))
            guard let index = Self.index(of: word, in: block, where: matches) else { return 0 }
            // The word stays: a later entry of the same probe run must still be found.
            return cdi_atomic_exchange(Self.objects(of: block) + index, 0)
        }
        return UnsafeRawPointer(bitPattern: removed).map { Unmanaged<Value>.fromOpaque($0) }
    }

    /// Every stored object, retained, in no particular order.
    package var values: [Value] {
        lock.withLock {
            let block = Self.block(cdi_atomic_load_relaxed(slots))
            let objects = Self.objects(of: block)
            return (0...block[0]).compactMap { index in
                UnsafeRawPointer(bitPattern: objects[index]).map {
                    Unmanaged<Value>.fromOpaque($0).takeUnretainedValue()
                }
            }
        }
    }

    /// Frees slots that `grow` replaced, once no lookup that started before the new ones were published can read
    /// them; kept when the table keeps them (``keepsReplacedSlots``), and never the shared ``emptySlots``.
    @usableFromInline
    func retire(_ replaced: UnsafeMutablePointer<Int>) {
        if !keepsReplacedSlots && replaced != emptySlots {
            ReadSection.free(UnsafeMutableRawPointer(replaced))
        }
    }

    // MARK: - Slots

    @inlinable
    static func block(_ word: Int) -> UnsafeMutablePointer<Int> {
        UnsafeMutablePointer<Int>(bitPattern: word).unsafelyUnwrapped
    }

    @inlinable
    static func home(of word: Int, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: word) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    @inlinable
    static func objects(of block: UnsafeMutablePointer<Int>) -> UnsafeMutablePointer<Int> {
        block + 2 + block[0] + 1
    }

    @usableFromInline
    static func allocateSlots(capacity: Int) -> UnsafeMutablePointer<Int> {
        let count = 2 + 2 * capacity
        // `malloc` and atomic stores, not `calloc` (which a plain fill would be merged into), which glibc serves
        // without its per-thread cache.
        guard let raw = malloc(count * MemoryLayout<Int>.stride) else {
            fatalError("DIToolkit: out of memory for a table of \(capacity) entries")
        }
        let block = raw.bindMemory(to: Int.self, capacity: count)
        cdi_atomic_store_release(block, capacity - 1)
        for index in 1..<count {
            cdi_atomic_store_release(block + index, 0)
        }
        return block
    }

    /// Where the probe run of `word` leads: the slot of the live entry for `word` that `matches` accepts (`found`),
    /// else the empty slot that ends the run, where a new entry for `word` goes. Call with the lock held.
    @inlinable
    static func probe(for word: Int, in block: UnsafeMutablePointer<Int>, where matches: (Value) -> Bool)
        -> (slot: Int, found: Bool)
    {
        let mask = block[0]
        let objects = Self.objects(of: block)
        var index = home(of: word, mask: mask)
        while block[2 + index] != 0 {
            if block[2 + index] == word, let raw = UnsafeRawPointer(bitPattern: objects[index]),
                Unmanaged<Value>.fromOpaque(raw)._withUnsafeGuaranteedRef(matches)
            {
                return (index, true)
            }
            index = (index + 1) & mask
        }
        return (index, false)
    }

    /// The slot of the live entry for `word` that `matches` accepts; call with the lock held.
    @inlinable
    static func index(of word: Int, in block: UnsafeMutablePointer<Int>, where matches: (Value) -> Bool)
        -> Int?
    {
        let end = probe(for: word, in: block, where: matches)
        return end.found ? end.slot : nil
    }

    /// Puts a new entry in the first empty slot of its run. Call with the lock held.
    @inlinable
    static func insertLocked(word: Int, object: Int, into block: UnsafeMutablePointer<Int>) {
        publishLocked(
            word: word, object: object, at: probe(for: word, in: block, where: { _ in false }).slot, in: block)
    }

    /// Fills the empty slot `slot`: its object first, then its word, so a reader that sees the word sees the
    /// object. Call with the lock held.
    @inlinable
    static func publishLocked(word: Int, object: Int, at slot: Int, in block: UnsafeMutablePointer<Int>) {
        cdi_atomic_store_release(objects(of: block) + slot, object)
        cdi_atomic_store_release(block + 2 + slot, word)
        block[1] += 1
    }

    /// Publishes a table with room for the live entries (removed ones are left behind); call with the lock held.
    @usableFromInline
    func grow(_ old: UnsafeMutablePointer<Int>) -> UnsafeMutablePointer<Int> {
        let objects = Self.objects(of: old)
        var live = 0
        for index in 0...old[0] where objects[index] != 0 {
            live += 1
        }
        var capacity = old == emptySlots ? 8 : old[0] + 1
        while (live + 1) * 4 > capacity {
            capacity *= 2
        }
        let block = Self.allocateSlots(capacity: capacity)
        for index in 0...old[0] where objects[index] != 0 {
            Self.insertLocked(word: old[2 + index], object: objects[index], into: block)
        }
        cdi_atomic_store_release(slots, Int(bitPattern: block))
        return block
    }
}

/// The slots of every ``ConcurrentTable`` that has not stored anything yet: one entry, empty, so a lookup ends at
/// once and the first store grows. Never written, never freed.
private nonisolated(unsafe) let emptySlots: UnsafeMutablePointer<Int> =
    ConcurrentTable<AnyObject>.allocateSlots(capacity: 1)

// MARK: - Read sections

/// The few instructions during which a reader holds an unretained pointer to memory a writer may replace.
///
/// DICore's hot reads (bindings, a kept singleton, a registry's assignment) take no lock and retain nothing on the
/// way: a writer releases what it takes out of reach only after every section that might hold it has ended
/// (CDIAtomics' `CDIReadSections.h`). A section contains no user code, so a writer never waits long.
@usableFromInline
package enum ReadSection {
    /// Runs `body` inside a read section; `body` must not call user code or wait.
    @inlinable @inline(__always)
    package static func run<Result>(_ body: () -> Result) -> Result {
        let reader = cdi_read_begin()
        defer { cdi_read_end(reader) }
        return body()
    }

    /// Keeps `object`, published and found inside the running section, alive past the section's end until
    /// ``endHold(_:)``, without counting a reference (a writer that retires it meanwhile hands the thread a reference
    /// instead of freeing it); `nil`, holding nothing, when the thread holds as many objects as it can already
    /// (`cdi_hold_slots`): retain instead.
    ///
    /// For user code that must run on what the section found (a binding's factory or decorators), which a section
    /// never contains. Holds end innermost first, on the thread that began them: never across a suspension.
    @inlinable @inline(__always)
    package static func hold(_ object: UnsafeRawPointer) -> Hold? {
        cdi_hold(object).map(Hold.init)
    }

    /// Ends `hold`, the thread's innermost; the object may be freed from then on.
    @inlinable @inline(__always)
    package static func endHold(_ hold: Hold) {
        cdi_hold_end(hold.slot)
    }

    /// The slot of the thread's section record that names an object ``hold(_:)`` holds.
    @usableFromInline
    package struct Hold {
        @usableFromInline let slot: UnsafeMutablePointer<cdi_hold_slot>

        @inlinable
        init(_ slot: UnsafeMutablePointer<cdi_hold_slot>) {
            self.slot = slot
        }
    }

    /// Releases the retained object `raw` (already unpublished) once no section can hold it; `0` does nothing.
    /// Unless a thread holds it past its section (``hold(_:)``), its `deinit` runs before this returns, so call it
    /// with no lock held.
    package static func release(_ raw: Int) {
        guard raw != 0 else { return }
        cdi_release_after_read_sections(UnsafeMutableRawPointer(bitPattern: raw))
    }

    /// Releases the retained, unpublished object `unmanaged` (if any) once no section can hold it.
    package static func release<Object: AnyObject>(_ unmanaged: Unmanaged<Object>?) {
        guard let unmanaged else { return }
        release(Int(bitPattern: unmanaged.toOpaque()))
    }

    /// Frees `memory` (allocated with `malloc`) once no section can hold it; batched, so it rarely waits.
    @usableFromInline
    package static func free(_ memory: UnsafeMutableRawPointer) {
        cdi_free_after_read_sections(memory)
    }
}

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Bionic)
    import Bionic
#endif
