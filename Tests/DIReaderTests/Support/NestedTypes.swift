// Context-aware values that other context-aware values resolve, as in Corridor's own tests.
import DIReader
import Foundation

/// A context-aware value the context hands out; extending it applies the caller's context.
struct Nested: ContextAware {
    var resolve = `default`
}

/// Gives every `AppContext` a nested value, so `resolve[\.nested]` exercises the extend subscript.
extension AppContext {
    var nested: Nested {
        Nested()
    }
}

/// Resolves a nested value by extending it from the context.
struct Parent: ContextAware {
    var resolve = `default`

    var nested: Nested {
        resolve[\.nested]
    }
}

/// Creates its context-aware child lazily, the Corridor FAQ way.
final class LazyParent: HasInstanceContext {
    var resolve = `default`

    lazy var contextAwareProperty = resolve[Nested()]
}

/// Resolves a child inline on every access.
struct InlineParent: HasInstanceContext {
    var resolve = `default`

    var inlineResolved: Nested {
        resolve[Nested()]
    }
}

/// A date far from both `Date()` and `.distantPast`, so assertions can tell every context apart.
let frozenDate = Date(timeIntervalSince1970: 1_000_000)

/// A third `AppContext`, frozen at ``frozenDate``.
struct FrozenContext: AppContext {
    var now: Date {
        frozenDate
    }
}

/// A main-actor class, like Corridor's `UIViewController`s: Swift 6 needs the conformance isolated to the main actor.
@MainActor
final class Screen: @MainActor HasInstanceContext {
    var resolve = `default`

    func title() -> String {
        "Now is \(now)"
    }
}

/// An accessor only `InlineParent` sees, narrowed by Corridor's `Source` associated type.
extension HasInstanceContext where Source == InlineParent, Context == AppContext {
    var parentOnlyNow: Date {
        resolve[\.now]
    }
}
