// A second, Sendable context in the same module: types opt in with their own `typealias Context`.
import DIReader
import Foundation

/// The dependencies of clock-reading types; `Sendable`, so static resolvers can
/// live in a `static let`.
protocol ClockContext: Sendable {
    var now: Date { get }
    var ticker: Ticker { get }
}

/// The real clock.
struct LiveClock: ClockContext {
    var now: Date {
        Date()
    }

    var ticker: Ticker {
        Ticker()
    }
}

/// A clock stopped at `instant`.
struct StoppedClock: ClockContext {
    let instant: Date

    var now: Date {
        instant
    }

    var ticker: Ticker {
        Ticker()
    }
}

extension HasContext where Context == ClockContext {
    /// The live resolver of every `ClockContext` type; wins over the
    /// module-wide `default` for them.
    static var `default`: Resolver<Self, ClockContext> {
        Resolver(context: LiveClock())
    }
}

extension HasInstanceContext where Context == ClockContext {
    var clockNow: Date {
        resolve[\.now]
    }
}

extension HasStaticContext where Context == ClockContext {
    static var clockNow: Date {
        resolve[\.now]
    }
}

/// An instance reading the clock context, handed out by the context itself.
struct Ticker: HasInstanceContext {
    typealias Context = ClockContext
    var resolve = `default`
}

/// A type with a static resolver, declared the Swift 6 way.
enum StaticClock: HasStaticContextStorage {
    typealias Context = ClockContext
    static let contextStorage = StaticContextStorage(`default`)
}

extension HasStaticContext where Source == StaticClock, Context == ClockContext {
    /// Extends a context-aware value from a static resolver.
    static var ticker: Ticker {
        resolve[\.ticker]
    }
}

/// A second static type, switched only inside `DependencyIsolation.withFreshState`.
enum IsolatedClock: HasStaticContextStorage {
    typealias Context = ClockContext
    static let contextStorage = StaticContextStorage(`default`)
}

/// A third static type whose process-wide switch is exercised by exactly one test.
enum GloballySwitchedClock: HasStaticContextStorage {
    typealias Context = ClockContext
    static let contextStorage = StaticContextStorage(`default`)
}

/// Corridor's own static spelling; Swift 6 needs `nonisolated(unsafe)`, which is why the storage exists.
enum LegacyStaticType: HasStaticContext {
    nonisolated(unsafe) static var resolve = `default`
}
