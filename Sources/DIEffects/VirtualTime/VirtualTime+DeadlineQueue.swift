extension VirtualTime {
    /// When each sleeper and piece of work is due, earliest first: a binary heap, so taking the next entry or
    /// adding one costs O(log n) however much else is pending.
    ///
    /// Cancelled entries are not searched for and removed; ``VirtualTime/State`` skips them when they reach the
    /// front, so cancelling costs O(1) too.
    struct DeadlineQueue {
        private var entries: [Entry] = []

        /// The entry due first (ties: in order, then sequence), if any.
        var first: Entry? { entries.first }

        mutating func insert(_ entry: Entry) {
            entries.append(entry)
            var child = entries.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard entries[child].precedes(entries[parent]) else { break }
                entries.swapAt(child, parent)
                child = parent
            }
        }

        /// Removes and returns the entry due first.
        mutating func removeFirst() -> Entry? {
            guard !entries.isEmpty else { return nil }
            entries.swapAt(0, entries.count - 1)
            let first = entries.removeLast()
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < entries.count else { break }
                let right = left + 1
                let earlier = right < entries.count && entries[right].precedes(entries[left]) ? right : left
                guard entries[earlier].precedes(entries[parent]) else { break }
                entries.swapAt(parent, earlier)
                parent = earlier
            }
            return first
        }
    }
}
