/// One thing that hands out a dependency, as a ``WiringReport`` draws it: a binding, an override, a registry,
/// a static context or a field of a world.
///
/// A node is identified by ``id``, which is its container (or its kind) and its name, e.g.
/// `main: MyApp.Logger`, `registry: MyApp.CoreRegistry` or `world: World.now`; edges name nodes by it.
/// Name your containers (`Container(name: "checkout")`) so these ids stay the same from run to run.
///
/// ```swift
/// let logger = WiringNode(
///     binding: DependencyKey(Logger.self), container: "main", lifetime: .singleton
/// )
/// print(logger.id)  // main: MyApp.Logger
/// ```
public struct WiringNode: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What kind of provider a node is; each style contributes its own kinds.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// A binding in a container (DIWrappers).
        case binding
        /// A task-local override of a key (`withOverrides`, `.dependencies { … }`), whichever style read it.
        case override
        /// A key that was asked for and that nothing binds.
        case unbound
        /// A registry class (DIRegistry), listed from the registries the process enrolled.
        case registry
        /// A type's static Reader context (DIReader's `StaticContextStorage`).
        case staticContext = "static context"
        /// A field of a world (DIEffects), e.g. `World.now`, or a world type of your own.
        case world
        /// A type that reads dependencies through `@Inject` properties, named to a verification as a consumer
        /// (DIWrappers' `verify(consumers:)`); its edges go to what those properties read.
        case consumer
    }

    /// The node's identity in edges and problems: `<container>: <name>` for a binding, `<kind>: <name>` otherwise.
    public let id: String
    /// What kind of provider this is.
    public let kind: Kind
    /// The key, registry, context or field, e.g. `MyApp.Logger, id "slack"` or `World.now`.
    public let name: String
    /// The container that holds the binding (bindings only).
    public let container: String?
    /// How long its values live: a ``/DICore/Scope``'s name for a binding, `nil` where the style decides none.
    public let lifetime: String?

    /// A node of any kind; ``id`` is derived from the others.
    ///
    /// ```swift
    /// let registry = WiringNode(kind: .registry, name: "MyApp.CoreRegistry")
    /// ```
    public init(kind: Kind, name: String, container: String? = nil, lifetime: String? = nil) {
        self.kind = kind
        self.name = name
        self.container = container
        self.lifetime = lifetime
        self.id = "\(container ?? kind.rawValue): \(name)"
    }

    /// The node of a container's binding of `key`.
    ///
    /// ```swift
    /// let logger = WiringNode(
    ///     binding: DependencyKey(Logger.self), container: "main", lifetime: .singleton
    /// )
    /// ```
    public init(binding key: DependencyKey, container: String, lifetime: Scope) {
        self.init(kind: .binding, name: key.description, container: container, lifetime: lifetime.name)
    }

    /// The node's ``id``.
    public var description: String {
        id
    }

    /// The node an id stands for when nothing else is known of it: `override: X` is an override of `X`,
    /// `main: X` a binding of `X` in `main` (of unknown lifetime).
    init(id: String) {
        var rest = Substring(id)
        while let colon = rest.firstIndex(of: ":") {
            let after = rest.index(after: colon)
            if after < rest.endIndex, rest[after] == " " {
                let prefix = String(id[..<colon])
                let name = String(rest[rest.index(after: after)...])
                if let kind = Kind(rawValue: prefix), kind != .binding {
                    self.init(kind: kind, name: name)
                } else {
                    self.init(kind: .binding, name: name, container: prefix)
                }
                return
            }
            rest = rest[after...]
        }
        self.init(kind: .unbound, name: id)
    }
}
