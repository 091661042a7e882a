import DIWrappers
import Foundation

protocol Logger: Sendable {
    var name: String { get }
}

final class RemoteLogger: Logger {
    let name = "remote"
}

final class ConsoleLogger: Logger {
    let name = "console"
}

final class SlackLogger: Logger {
    let name = "slack"
}

/// A plain, non-Sendable class, as Fusion users bind them.
final class Database {
    let logger: Logger?

    init(logger: Logger?) {
        self.logger = logger
    }
}

final class JobQueue {
    let database: Database

    init(database: Database) {
        self.database = database
    }
}

protocol ChuckNorrisServicing {
    func joke() -> String
}

final class ChuckNorrisService: ChuckNorrisServicing {
    func joke() -> String { "live joke" }
}

final class ServiceMock: ChuckNorrisServicing {
    var expectedJoke = "mocked joke"

    func joke() -> String { expectedJoke }
}

final class JokeViewModel {
    @Inject(ChuckNorrisServicing.self) private var service

    func joke() -> String { service.joke() }
}

struct CycleA {}
struct CycleB {}

struct FactoryFailure: Error, CustomStringConvertible {
    var description: String { "disk is full" }
}

/// Counts how often a factory ran, safely from many tasks.
final class Counter: Sendable {
    private let count = Locked(0)

    @discardableResult
    func next() -> Int {
        count.withLock {
            $0 += 1
            return $0
        }
    }

    var value: Int {
        count.current
    }
}

enum Billing {
    struct Config {
        let currency = "EUR"
    }
}

enum Analytics {
    struct Config {
        let sampleRate = 0.5
    }
}

class BaseService {}
final class DerivedService: BaseService {}

/// Says in `freed` when it is freed: what a decorator or factory captures lives exactly as long as it does.
final class FreedWitness: Sendable {
    let freed: Locked<Bool>

    init(_ freed: Locked<Bool>) {
        self.freed = freed
    }

    deinit {
        freed.withLock { $0 = true }
    }
}
