import DICore

/// A wiring failure the same-error row provokes in every style, to compare what each reports.
///
/// ```swift
/// // nothing bound, factory throws, …
/// for failure in DependencyFailure.allCases { print(failure.rawValue) }
/// ```
public enum DependencyFailure: String, CaseIterable, Sendable {
    /// A dependency with nothing bound, assigned or declared for it, and no default: ``Unwired``.
    case missing = "nothing bound"
    /// A factory that throws ``FactoryFailure`` while building ``Fragile``.
    case throwingFactory = "factory throws"
    /// ``CycleA`` and ``CycleB``, each needing the other.
    case cycle = "cycle"
    /// An override that hands out an ``Impostor`` where another type is promised.
    case typeMismatch = "wrong type"
}

/// One way a style reached a ``DependencyFailure``: the keys it asked for and what it threw, reported or
/// stopped with.
///
/// ```swift
/// FailureReading(way: "resolveThrowing", asked: [DependencyKey(Fragile.self)]) {
///     _ = try Container.main.resolveThrowing(Fragile.self)
/// }
/// ```
public struct FailureReading: Sendable {
    /// The style's way of reading, in a few words (`resolveAsync`, `shared (stops)`).
    public let way: String
    /// The key the way asked for; for a cycle, the two keys of the cycle in the order they are built.
    public let asked: [DependencyKey]
    /// The error the way threw, reported or stopped with; `nil` when it did something else.
    public let error: (any Error)?
    /// What the way did instead of an error, in words (a peer that hands out `nil`, say).
    public let instead: String?

    /// A way that ended with `error` (or with nothing, if `error` is `nil`).
    public init(way: String, asked: [DependencyKey], error: (any Error)?) {
        self.way = way
        self.asked = asked
        self.error = error
        self.instead = nil
    }

    /// A way that did what `instead` says rather than end with an error.
    public init(way: String, asked: [DependencyKey], instead: String) {
        self.way = way
        self.asked = asked
        self.error = nil
        self.instead = instead
    }

    /// Runs `body` and keeps what it threw.
    public init(way: String, asked: [DependencyKey], _ body: () throws -> Void) {
        let error: (any Error)?
        do {
            try body()
            error = nil
        } catch let thrown {
            error = thrown
        }
        self.init(way: way, asked: asked, error: error)
    }

    /// Awaits `body` and keeps what it threw.
    public static func awaiting(
        way: String,
        asked: [DependencyKey],
        _ body: () async throws -> Void
    ) async -> FailureReading {
        do {
            try await body()
            return FailureReading(way: way, asked: asked, error: nil)
        } catch {
            return FailureReading(way: way, asked: asked, error: error)
        }
    }
}

/// A service whose factory fails, for the same-error row.
public final class Fragile: Sendable {
    /// Never called by a failing factory; here so a factory that does not fail can build one.
    public init() {}
}

/// What ``Fragile``'s factory throws: a user's own error, which a `DIError` must keep.
public struct FactoryFailure: Error, Equatable, CustomStringConvertible {
    /// Creates the failure.
    public init() {}

    /// `the disk is full`, the text every style's `DIError` must carry as its underlying error.
    public var description: String { "the disk is full" }
}

/// A value of a type no style expects, handed out by a mistyped override.
public struct Impostor: Sendable {
    /// Creates the impostor.
    public init() {}
}
