/// What tells one argument (or one combination of arguments) from another for a scope that keeps an instance per
/// argument: the one definition the container's and the overrides' cached `bind` forms share.
///
/// A transient scope keeps nothing, so it has no identity and every resolve builds anew.
@usableFromInline
enum ArgumentIdentity {
    /// The identity of one `Hashable` argument under `scope`.
    @inlinable
    static func of<Argument: Hashable>(_ scope: Scope, _: Argument.Type) -> ((Argument) -> AnyHashable)? {
        scope.kind == .transient ? nil : { AnyHashable($0) }
    }

    /// The identity of a pair of `Hashable` arguments under `scope`: equal when both are equal.
    @inlinable
    static func of<Argument1: Hashable, Argument2: Hashable>(
        _ scope: Scope, _: (Argument1, Argument2).Type
    ) -> (((Argument1, Argument2)) -> AnyHashable)? {
        scope.kind == .transient ? nil : { AnyHashable([AnyHashable($0.0), AnyHashable($0.1)]) }
    }

    /// The identity of three `Hashable` arguments under `scope`: equal when all three are equal.
    @inlinable
    static func of<Argument1: Hashable, Argument2: Hashable, Argument3: Hashable>(
        _ scope: Scope, _: (Argument1, Argument2, Argument3).Type
    ) -> (((Argument1, Argument2, Argument3)) -> AnyHashable)? {
        scope.kind == .transient
            ? nil : { AnyHashable([AnyHashable($0.0), AnyHashable($0.1), AnyHashable($0.2)]) }
    }
}
