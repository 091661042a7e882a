// Corridor's README setup with the exact spellings Corridor users have (re-indented by swift format only),
// so the tests prove it compiles unchanged in Swift 6 mode.
// Only `Controller` differs: it is `final`, because Swift lets only a final class satisfy a requirement
// that mentions `Self` (`var resolve: Resolver<Self, Context>`).
import DIReader
import Foundation

protocol AppContext {

    /// The current Date
    var now: Date { get }
}

struct DefaultContext: AppContext {

    var now: Date {
        // The real current Date
        return Date()
    }
}

struct MockContext: AppContext {

    var now: Date {
        // We assume way earlier
        return Date.distantPast
    }
}

extension HasContext {

    typealias Context = AppContext

    static var `default`: Resolver<Self, AppContext> {
        return Resolver(context: DefaultContext())
    }
}

extension HasInstanceContext where Self.Context == AppContext {

    /// Injected now property
    var now: Date {
        return resolve[\.now]
    }
}

protocol ContextAware: HasInstanceContext
where Self.Context == AppContext {}

final class Controller: HasInstanceContext {

    var resolve = `default`

    func title() -> String {
        return "Now is \(now)"
    }
}

extension HasContext {

    static var mock: Resolver<Self, AppContext> {
        return Resolver(context: MockContext())
    }
}
