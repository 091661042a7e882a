/// The decorators of one binding, in the order they run: code that sees every value the binding hands out.
///
/// A binding holds one of these (or none) from the moment it is stored, and a decorator added later makes a new
/// binding that shares the old one's instances (see ``Container/decorate(_:id:fileID:line:_:)``), so the read path
/// never takes a lock to find them.
@usableFromInline
final class Decoration<Value>: @unchecked Sendable {
    /// The decorators, oldest first.
    let steps: [(Value) -> Void]

    init(steps: [(Value) -> Void]) {
        self.steps = steps
    }

    /// These decorators followed by `step`; a binding with none starts from `nil`.
    static func appending(_ step: @escaping (Value) -> Void, to decoration: Decoration?) -> Decoration {
        Decoration(steps: (decoration?.steps ?? []) + [step])
    }

    /// Runs every decorator on `value`, oldest first, and hands `value` on.
    @usableFromInline
    func apply(_ value: Value) -> Value {
        for step in steps {
            step(value)
        }
        return value
    }
}
