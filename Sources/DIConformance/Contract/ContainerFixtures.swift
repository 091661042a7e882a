import DICore

/// A second type a ``Service`` answers for, for the forwarding row: one instance under two types.
public protocol Numbered: AnyObject, Sendable {
    /// The service's serial number.
    var serial: Int { get }
}

extension Service: Numbered {}

/// A parent that reaches its child through a property set after it is built: the property cycle of row 36.
public final class CycleParent: Sendable {
    private let storedChild = Locked<CycleChild?>(nil)

    /// Creates a parent with no child yet.
    public init() {}

    /// The child, set once the parent exists (property injection).
    public var child: CycleChild? {
        get { storedChild.current }
        set { storedChild.withLock { $0 = newValue } }
    }
}

/// A child that needs its parent when it is built.
public final class CycleChild: Sendable {
    /// The parent this child was built with.
    public let parent: CycleParent

    /// Creates a child of `parent`.
    public init(parent: CycleParent) {
        self.parent = parent
    }
}

/// What two modules of bindings, assembled in order, gave: the greeting read afterwards, and the style's up-front
/// check's report of the key both bind (`nil`: the style has no such check).
public struct ModuleWiring: Sendable {
    /// What a greeter resolved after both modules were assembled says.
    public let greeting: String
    /// The report of the style's up-front check, or `nil` where the style has none.
    public let report: String?

    /// Creates the outcome of assembling the two modules.
    public init(greeting: String, report: String?) {
        self.greeting = greeting
        self.report = report
    }
}

/// How the container-management row drives a style's container: its default lifetime, one binding's reset and
/// removing every binding.
///
/// ```swift
/// ContainerManagement(
///     oneResolve: { … two services one resolve reached … },
///     resetOne: { … whether only the reset binding's instance is new … },
///     removeAll: { … whether nothing resolves afterwards … })
/// ```
public struct ContainerManagement: Sendable {
    /// In a container whose default lifetime is one instance per top-level resolve, resolves an unscoped
    /// binding that reaches one unscoped ``Service`` twice; returns the two services it reached.
    public let oneResolve: @Sendable () throws -> (Service, Service)
    /// Two kept services, one bound as ``Service`` and one as ``Numbered``; resets the ``Service`` binding's
    /// instance; returns whether that one is new and the other is kept.
    public let resetOne: @Sendable () throws -> Bool
    /// Binds services, removes every binding, and returns whether nothing resolves any more.
    public let removeAll: @Sendable () throws -> Bool

    /// Creates the probe from its three operations.
    public init(
        oneResolve: @escaping @Sendable () throws -> (Service, Service),
        resetOne: @escaping @Sendable () throws -> Bool,
        removeAll: @escaping @Sendable () throws -> Bool
    ) {
        self.oneResolve = oneResolve
        self.resetOne = resetOne
        self.removeAll = removeAll
    }
}
