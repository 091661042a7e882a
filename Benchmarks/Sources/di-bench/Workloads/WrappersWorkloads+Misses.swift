import DIWrappers

/// DIWrappers' rows for a resolve that finds nothing and for a fresh container.
extension WrappersWorkloads {
    /// A `resolveThrowing` of an identifier nothing binds, error included, among `count` bindings: half of them
    /// unnamed (each of its own type), half identified.
    static func miss(among count: Int, group: WorkloadGroup) -> Workload {
        let container = Container()
        for number in 0..<count / 2 {
            bindUnnamed(DistinctTypes.type(number), in: container)
        }
        for name in BindingNames.first(count - count / 2) {
            container.bind(.singleton, to: Service.self, id: name, value: Service())
        }
        let resolver = opaque(container)
        let name = opaque("absent")
        precondition((try? resolver.resolveThrowing(Service.self, id: name)) == nil, "the absent binding was found")
        return Workload(group, "DIWrappers Container.resolveThrowing(id:), unbound id", .ditoolkit) { operations in
            for _ in 0..<operations {
                do {
                    blackHole(try resolver.resolveThrowing(Service.self, id: name))
                } catch {
                    blackHole(error)
                }
            }
        }
    }

    /// A new container, one singleton bound, and its first resolve.
    static func freshContainer() -> Workload {
        Workload(.freshContainer, "DIWrappers Container() + bind(.singleton) + resolve", .ditoolkit) { operations in
            for _ in 0..<operations {
                let container = Container()
                container.bind(.singleton, to: Service.self) { _ in Service() }
                blackHole(container.resolve(Service.self)!)
            }
        }
    }

    private static func bindUnnamed<Tag: DistinctType>(_ type: Tag.Type, in container: Container) {
        container.bind(Tag.self, value: Tag())
    }
}

/// A type that can be made without knowing which one it is, for binding many distinct unnamed types.
protocol DistinctType: Sendable {
    init()
}

/// Distinct types, one per number, spelled by its binary digits: 6 is `One<One<Zero<Root>>>`.
enum DistinctTypes {
    struct Root: DistinctType {}
    struct Zero<Inner: DistinctType>: DistinctType {}
    struct One<Inner: DistinctType>: DistinctType {}

    /// The type of `number` (a different type for every number).
    static func type(_ number: Int) -> any DistinctType.Type {
        var type: any DistinctType.Type = Root.self
        var rest = number
        repeat {
            type = wrapping(type, in: rest & 1)
            rest >>= 1
        } while rest > 0
        return type
    }

    private static func wrapping<Inner: DistinctType>(_: Inner.Type, in digit: Int) -> any DistinctType.Type {
        digit == 0 ? Zero<Inner>.self : One<Inner>.self
    }
}
