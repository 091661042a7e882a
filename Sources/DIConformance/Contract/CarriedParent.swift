/// A parent made inside a region that hands its dependencies on (row 41): what a child it makes later reads, and
/// what a callback it stored reads when something else calls it.
///
/// An adapter makes the parent the way the style's documentation makes a model that hands its dependencies to the
/// children it creates and to the completion handlers it stores (DIToolkit: `CarriedDependencies.current` and
/// `DependencyOverrides.withDependencies(from:)`; swift-dependencies: `withDependencies(from:)` and
/// `withEscapedDependencies`).
///
/// ```swift
/// var carriedParent: Support<@Sendable () throws -> CarriedParent> {
///     .available {
///         let carried = CarriedDependencies.current
///         return CarriedParent(
///             childGreeting: {
///                 DependencyOverrides.withDependencies(from: carried) {
///                     HomeScreen().greeting
///                 }
///             },
///             storedCallback: {
///                 DependencyOverrides.withDependencies(from: carried) {
///                     HomeScreen().greeting
///                 }
///             })
///     }
/// }
/// ```
public struct CarriedParent: Sendable {
    /// Makes a child now, from the parent, and returns the greeting the child read when it was made.
    public let childGreeting: @Sendable () throws -> String
    /// Calls the callback the parent stored when it was made, and returns the greeting the callback read.
    public let storedCallback: @Sendable () throws -> String

    /// A parent from what its child and its stored callback read.
    public init(
        childGreeting: @escaping @Sendable () throws -> String,
        storedCallback: @escaping @Sendable () throws -> String
    ) {
        self.childGreeting = childGreeting
        self.storedCallback = storedCallback
    }
}
