/// The decorators of one binding, in the order they run: code that sees every value the binding hands out.
///
/// A binding holds one of these (or none) from the moment it is stored, and a decorator added later makes a new
/// binding that shares the old one's instances (see ``Container/decorate(_:id:fileID:line:_:)-(_,_,_,_,(Service,Bool)->Void)``), so the read path
/// never takes a lock to find them.
@usableFromInline
final class Decoration<Value>: @unchecked Sendable {
    /// The decorators, oldest first, each told whether the value is new.
    let steps: [(Value, Bool) -> Void]

    init(steps: [(Value, Bool) -> Void]) {
        self.steps = steps
    }

    /// These decorators followed by `step`; a binding with none starts from `nil`.
    static func appending(_ step: @escaping (Value, Bool) -> Void, to decoration: Decoration?) -> Decoration {
        Decoration(steps: (decoration?.steps ?? []) + [step])
    }

    /// Runs every decorator on `value`, oldest first, telling each whether it is new, and hands `value` on.
    @usableFromInline
    func apply(_ value: Value, isNew: Bool) -> Value {
        for step in steps {
            step(value, isNew)
        }
        return value
    }
}
