/// A property wrapper whose owner reads a dependency through it, as a verification finds it in a consumer.
protocol DeclaredDependency {
    /// The key the property reads.
    var declaredKey: DependencyKey { get }
    /// The property's line, where a problem with it is reported.
    var declaredLocation: SourceLocation { get }
    /// Whether it reads ``Container/main`` whatever its owner (Vaccine's spelling).
    var readsMainOnly: Bool { get }
}

extension Inject: DeclaredDependency {
    var declaredKey: DependencyKey { key }
    var declaredLocation: SourceLocation { location }
    var readsMainOnly: Bool { instance.readsMainAtCreation }
}

extension WeakInject: DeclaredDependency {
    var declaredKey: DependencyKey { key }
    var declaredLocation: SourceLocation { location }
    var readsMainOnly: Bool { false }
}

extension InjectEachRead: DeclaredDependency {
    var declaredKey: DependencyKey { key }
    var declaredLocation: SourceLocation { location }
    var readsMainOnly: Bool { false }
}

/// One `@Inject` (or `@InjectEachRead`) property found in a consumer: what it reads, from which container.
struct ConsumerDeclaration {
    let key: DependencyKey
    let location: SourceLocation
    /// The type that declares the property, e.g. `MyApp.GreetingViewModel`.
    let owner: String
    /// The property's name, e.g. `service`.
    let property: String
    /// The container the property resolves from when the app reads it.
    let container: Container

    /// The consumer as a node of the wiring report.
    var ownerNode: WiringNode {
        WiringNode(kind: .consumer, name: owner)
    }
}

/// Finds the dependency properties of the consumers a verification was given, by walking their stored
/// properties with `Mirror`: classes and structs, their superclasses, optionals, collections and tuples.
///
/// A property's container is the one the app would read it from: the owner's own container for a
/// ``Containerized`` class, ``Container/main`` otherwise (and always for Vaccine's spelling). The walk visits
/// each object once, stops at ``Container``s, and gives up after `limit` values so a consumer holding a large
/// model graph cannot make a verification slow.
struct ConsumerWalk {
    private(set) var declarations: [ConsumerDeclaration] = []
    private(set) var owners: [String] = []
    private var visitedObjects = Set<ObjectIdentifier>()
    private var remaining: Int

    init(limit: Int = 10_000) {
        remaining = limit
    }

    /// Walks `root` (a consumer, or a tuple or array of them).
    mutating func walk(_ root: Any) {
        visit(root, owner: nil, depth: 0)
    }

    private mutating func visit(_ value: Any, owner: Owner?, depth: Int) {
        guard remaining > 0, depth < 16, !(value is Container) else { return }
        remaining -= 1
        let mirror = Mirror(reflecting: value)
        var inner = owner
        switch mirror.displayStyle {
        case .class:
            let object = value as AnyObject
            guard visitedObjects.insert(ObjectIdentifier(object)).inserted else { return }
            inner = Owner(
                name: String(reflecting: type(of: object)),
                container: (object as? any Containerized)?.container ?? .main)
        case .struct:
            inner = Owner(name: String(reflecting: type(of: value)), container: .main)
        default:
            break
        }
        var level: Mirror? = mirror
        while let current = level {
            for child in current.children {
                if let declared = child.value as? any DeclaredDependency {
                    if let inner {
                        record(declared, label: child.label, in: inner)
                    }
                } else {
                    visit(child.value, owner: inner, depth: depth + 1)
                }
            }
            level = current.superclassMirror
        }
    }

    private struct Owner {
        let name: String
        let container: Container
    }

    /// Adds the property `label` (`_service` is the storage of `service`) of `owner`.
    private mutating func record(_ declared: any DeclaredDependency, label: String?, in owner: Owner) {
        if !owners.contains(owner.name) {
            owners.append(owner.name)
        }
        let name = label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "?"
        declarations.append(
            ConsumerDeclaration(
                key: declared.declaredKey, location: declared.declaredLocation, owner: owner.name, property: name,
                container: declared.readsMainOnly ? .main : owner.container))
    }
}
