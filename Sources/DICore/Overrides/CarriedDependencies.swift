/// The dependencies in force where a value was captured (the whole region: overrides, a test's isolated state,
/// the context, the instances the region keeps, a world), to be entered again later.
///
/// A region reaches the code its closure runs and the tasks started there, not code that runs later from elsewhere
/// (a child model made on a tap, a delegate's completion handler). A model that captures ``current`` when it is made
/// carries its region, and ``DependencyOverrides/withDependencies(from:operation:)`` enters it again; holding the
/// value keeps the region's instances alive, as a `Task { }` started in it would.
///
/// ```swift
/// final class ParentModel: CarriesDependencies {
///     let carriedDependencies = CarriedDependencies.current
///
///     func showChild() -> ChildModel {
///         DependencyOverrides.withDependencies(from: self) { ChildModel() }
///     }
/// }
/// ```
public struct CarriedDependencies: Sendable, CarriesDependencies {
    /// The captured region, or `nil` for code that ran in no region (the process-wide dependencies).
    let state: RegionState?

    /// The dependencies in force for the current task: its region, or none outside any region.
    public static var current: CarriedDependencies {
        CarriedDependencies(state: TaskRegion.current)
    }

    /// Itself: a captured value can be passed where a model that carries dependencies is expected.
    public var carriedDependencies: CarriedDependencies { self }
}

/// A value that captured the dependencies it was made with (``CarriedDependencies/current``, in its initializer)
/// and hands them to what it makes later.
public protocol CarriesDependencies {
    /// The dependencies in force where the value was made.
    var carriedDependencies: CarriedDependencies { get }
}

extension DependencyOverrides {
    /// Runs `operation` with the dependencies `parent` was made with, whatever is in force where it is called.
    ///
    /// swift-dependencies' `withDependencies(from:operation:)`, in every style: a container, a registry, a static
    /// context and a world all read what `parent` would have read when it was made.
    @discardableResult
    public static func withDependencies<Result>(
        from parent: some CarriesDependencies,
        operation: () throws -> Result
    ) rethrows -> Result {
        try TaskRegion.enter(parent.carriedDependencies.state, operation: operation)
    }

    /// The `async` form of ``withDependencies(from:operation:)``.
    @discardableResult
    public static func withDependencies<Result>(
        from parent: some CarriesDependencies,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await TaskRegion.enter(parent.carriedDependencies.state, isolation: isolation, operation: operation)
    }
}
