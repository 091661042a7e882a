import Synchronization

/// The service every workload hands out: a small class, as most real dependencies are.
final class Service: Sendable {
    let identifier: Int

    init(identifier: Int = 0) {
        self.identifier = identifier
    }
}

/// C in the 3-level graph A(needs B(needs C)).
final class GraphLeaf: Sendable {}

/// B in the 3-level graph: needs C.
final class GraphMiddle: Sendable {
    let leaf: GraphLeaf

    init(leaf: GraphLeaf) {
        self.leaf = leaf
    }
}

/// A in the 3-level graph: needs B.
final class GraphRoot: Sendable {
    let middle: GraphMiddle

    init(middle: GraphMiddle) {
        self.middle = middle
    }
}

/// An instance stored without its static type, as a hand-written registry keeps it.
typealias ErasedInstance = AnyObject & Sendable

/// The key a hand-written registry would use: the service type plus a name.
struct BindingKey: Hashable, Sendable {
    let type: ObjectIdentifier
    let name: String
}

/// Counts factory runs, so a race workload can check that a singleton was built exactly once.
final class BuildCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// Records one build.
    func recordBuild() {
        count.add(1, ordering: .relaxed)
    }

    /// The builds so far, resetting the count to zero.
    func takeCount() -> Int {
        count.exchange(0, ordering: .acquiringAndReleasing)
    }
}

/// Lets a non-`Sendable` peer object (a Swinject container) be captured by a workload closure.
///
/// Sound here because each such object is used by one thread at a time, except Swinject's
/// `synchronize()`d resolver, which Swinject documents as thread-safe.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// Names for registrations and lookups: `binding-0`, `binding-1`, …
enum BindingNames {
    static func first(_ count: Int) -> [String] {
        (0..<count).map { "binding-\($0)" }
    }
}

/// Runs `resolve` in 8 child tasks at once and waits for all of them (one "race").
func raceEightTasks(_ resolve: @escaping @Sendable () -> Void) async {
    await withTaskGroup(of: Void.self) { group in
        for _ in 0..<8 {
            group.addTask { resolve() }
        }
    }
}
