// Types whose static resolvers other resolvers extend, as in Corridor's own tests (StaticType, Nested).
import DIReader
import Foundation

/// A value the clock context hands out whose *type* reads the clock context statically.
struct ClockFace: HasStaticContextStorage {
    typealias Context = ClockContext
    static let contextStorage = StaticContextStorage(`default`)
}

/// A value that reads the clock context both per instance and per type.
struct Pendulum: HasInstanceContext, HasStaticContextStorage {
    typealias Context = ClockContext
    static let contextStorage = StaticContextStorage(`default`)
    var resolve = `default`
}

extension ClockContext {
    var face: ClockFace {
        ClockFace()
    }

    var pendulum: Pendulum {
        Pendulum()
    }
}

extension HasInstanceContext where Context == ClockContext {
    /// Extends a static-context value from an instance resolver.
    var face: ClockFace {
        resolve[\.face]
    }

    var pendulum: Pendulum {
        resolve[\.pendulum]
    }
}

/// A reader of the clock that Corridor's README would call a view controller.
struct Dial: HasInstanceContext {
    typealias Context = ClockContext
    var resolve = `default`
}

/// Corridor's `StaticType`: a static resolver whose accessor extends a nested context-aware value.
enum CorridorStaticType: HasStaticContextStorage {
    typealias Context = ClockContext
    static let contextStorage = StaticContextStorage(`default`)
}

extension HasStaticContext where Source == CorridorStaticType, Context == ClockContext {
    static var nested: Ticker {
        resolve[\.ticker]
    }
}

extension HasStaticContext where Source == StaticClock, Context == ClockContext {
    /// Extends a static-context value from a static resolver.
    static var face: ClockFace {
        resolve[\.face]
    }
}
