import DICore
import DIRegistry

// Services and registries shared by the hardening tests.

/// A thread-safe count of how many times something happened.
final class Counter: Sendable {
    private let count = Locked(0)

    /// Adds one and returns the new count.
    @discardableResult
    func next() -> Int {
        count.withLock {
            $0 += 1
            return $0
        }
    }

    var value: Int { count.withLock { $0 } }
}

/// A class service whose lifetime the tests watch through weak references.
final class Tracked: Sendable {
    let label: String

    init(_ label: String = "tracked") {
        self.label = label
    }
}

/// A class that keeps whatever built it, to check that no cycle keeps both alive.
final class Holder: @unchecked Sendable {
    let payload: AnyObject

    init(_ payload: AnyObject) {
        self.payload = payload
    }
}

/// A registry built for the stress and lifetime tests.
final class StressRegistry: Registry, @unchecked Sendable {
    static let mockBuilds = Counter()

    let service: Tracked

    required init(service: Tracked) {
        self.service = service
        super.init()
    }

    static func createMockShared() -> StressRegistry {
        mockBuilds.next()
        return StressRegistry(service: Tracked("mock"))
    }
}

/// A weak box for checking that an object was released.
struct WeakBox<Object: AnyObject>: @unchecked Sendable {
    weak var object: Object?

    init(_ object: Object?) {
        self.object = object
    }
}
