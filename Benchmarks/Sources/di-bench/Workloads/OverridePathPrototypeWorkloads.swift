/// A prototype of a cheaper override lookup, to size the change proposed for DICore's
/// `DependencyOverrides` in issue 8's closing note.
///
/// Today an active override costs a task-local read, a `DependencyKey` hash (type plus optional
/// identifier) with an equality check, a closure call returning `Any`, and an `Any → Value` dynamic cast.
/// The prototype keeps the task-local read but stores each override as a typed box keyed by the key's
/// precomputed hash, so a hit is one probe, one identity comparison and an unchecked downcast.
enum OverridePathPrototypeWorkloads {
    static func make() -> [Workload] {
        let typeID = ObjectIdentifier(Service.self)
        let replacement = Service(identifier: 1)
        return [
            Workload(.dependencyReadOverridden, "prototype: typed override table, type-ID check", .reference) {
                operations in
                PrototypeOverrides.$current.withValue(PrototypeOverrides(typeID: typeID, value: replacement)) {
                    for _ in 0..<operations {
                        blackHole(PrototypeOverrides.current?.value(for: typeID, as: Service.self) ?? replacement)
                    }
                }
            }
        ]
    }
}

/// Overrides stored as typed boxes, found by type identity.
private final class PrototypeOverrides: Sendable {
    @TaskLocal static var current: PrototypeOverrides?

    private let boxes: [ObjectIdentifier: any TypedOverride]

    init(typeID: ObjectIdentifier, value: Service) {
        boxes = [typeID: TypedOverrideBox(value)]
    }

    @inline(__always)
    func value<Value: Sendable>(for typeID: ObjectIdentifier, as type: Value.Type) -> Value? {
        guard let box = boxes[typeID], box.valueTypeID == ObjectIdentifier(Value.self) else { return nil }
        return unsafeDowncast(box, to: TypedOverrideBox<Value>.self).value
    }
}

/// An override's value with the identity of its type, checked instead of a dynamic cast.
private protocol TypedOverride: AnyObject, Sendable {
    var valueTypeID: ObjectIdentifier { get }
}

private final class TypedOverrideBox<Value: Sendable>: TypedOverride {
    let value: Value
    let valueTypeID = ObjectIdentifier(Value.self)

    init(_ value: Value) {
        self.value = value
    }
}
