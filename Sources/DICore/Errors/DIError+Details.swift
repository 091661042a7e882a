extension DIError {
    /// An error's facts and fix: given when it is made, or found the first time they are read.
    ///
    /// A missing binding's nearest keys cost a look at every binding in the chain; an error that is caught and
    /// never read (a `try?`, a fallback) should not pay for them, so they are found when first read, and kept.
    struct Details: Sendable {
        private let given: (facts: [Fact], fix: String)?
        private let deferred: Deferred?

        init(facts: [Fact], fix: String) {
            given = (facts, fix)
            deferred = nil
        }

        /// Details `find` works out when they are first read (once, unless two threads read them at once).
        init(finding find: @escaping @Sendable () -> (facts: [Fact], fix: String)) {
            given = nil
            deferred = Deferred(find)
        }

        var value: (facts: [Fact], fix: String) {
            given ?? deferred.unsafelyUnwrapped.value
        }

        /// These details changed by `change`: now for given ones, when first read for deferred ones.
        func changed(
            _ change: @escaping @Sendable (_ facts: [Fact], _ fix: String) -> (facts: [Fact], fix: String)
        ) -> Details {
            if let given {
                let (facts, fix) = change(given.facts, given.fix)
                return Details(facts: facts, fix: fix)
            }
            let deferred = deferred.unsafelyUnwrapped
            return Details(finding: {
                let (facts, fix) = deferred.value
                return change(facts, fix)
            })
        }
    }

    /// Deferred details, found by the first read and kept for the others.
    final class Deferred: Sendable {
        private let find: @Sendable () -> (facts: [Fact], fix: String)
        private let found = Locked<(facts: [Fact], fix: String)?>(nil)

        init(_ find: @escaping @Sendable () -> (facts: [Fact], fix: String)) {
            self.find = find
        }

        var value: (facts: [Fact], fix: String) {
            if let kept = found.current {
                return kept
            }
            // Found outside the lock: finding reads bindings, which must not wait on this error.
            let made = find()
            return found.withLock { kept in
                if let kept { return kept }
                kept = made
                return made
            }
        }
    }
}
