/// What tells one argument list from another for a scope that keeps an instance per distinct arguments: the one
/// definition the container's and the overrides' scoped `bind` share.
///
/// A transient scope keeps nothing, so it has no identity and every resolve builds anew.
@usableFromInline
enum ArgumentIdentity {
    /// The identity of `Hashable` arguments of any number under `scope`: equal when every argument is equal.
    @inlinable
    static func of<each Argument: Hashable>(
        _ scope: Scope, _: (repeat each Argument).Type
    ) -> (((repeat each Argument)) -> AnyHashable)? {
        scope.kind == .transient ? nil : { identity(of: repeat each $0) }
    }

    /// One argument is its own identity (no array to allocate on the common path); several are the array of them.
    @inlinable
    static func identity<each Argument: Hashable>(of argument: repeat each Argument) -> AnyHashable {
        var first: AnyHashable?
        var all: [AnyHashable] = []
        for argument in repeat each argument {
            if let first, all.isEmpty {
                all.append(first)
            }
            if first == nil {
                first = AnyHashable(argument)
            } else {
                all.append(AnyHashable(argument))
            }
        }
        return all.isEmpty ? first.unsafelyUnwrapped : AnyHashable(all)
    }
}
