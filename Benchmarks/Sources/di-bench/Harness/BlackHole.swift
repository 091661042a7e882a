import Foundation

/// Consumes a value so the optimiser must compute it, without costing more than a call.
///
/// `@inline(never)` keeps the call opaque, and `@_optimize(none)` stops the compiler from proving
/// the call has no effect and deleting it together with the work that produced its argument.
///
/// ```swift
/// for _ in 0..<operations { blackHole(container.resolve(Service.self)) }
/// ```
@inline(never)
@_optimize(none)
func blackHole<Value>(_ value: Value) {
    withExtendedLifetime(value) {}
}

/// Consumes a `World` effect (a closure returning a `UUID`) as the closure it is.
///
/// Handed to the generic ``blackHole(_:)``, a closure is first wrapped in a reabstraction thunk (an
/// allocation and a release) to become a generic value; reading a `World` field allocates nothing, so a
/// field-access row consumes the field with this instead.
///
/// ```swift
/// for _ in 0..<operations { blackHoleEffect(World.current.uuid) }
/// ```
@inline(never)
@_optimize(none)
func blackHoleEffect(_ effect: @escaping @Sendable () -> UUID) {
    _ = effect
}

/// Returns `value` unchanged through a call the optimiser cannot see into.
///
/// Setup code passes fixtures through it, so a closure or constant the benchmark reads is not
/// folded into the loop at compile time (which would measure nothing).
///
/// ```swift
/// let makeService = opaque { Service() }
/// ```
@inline(never)
@_optimize(none)
func opaque<Value>(_ value: Value) -> Value {
    value
}
