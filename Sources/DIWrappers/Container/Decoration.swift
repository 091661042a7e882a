/// The decorators of one binding, in the order they run: code that sees every value the binding hands out.
///
/// A binding holds one of these (or none) from the moment it is stored, and a decorator added later makes a new
/// binding that shares the old one's instances (see ``Container/decorate(_:id:fileID:line:_:)-(_,_,_,_,(Service,Bool)->Void)``), so the read path
/// never takes a lock to find them.
@usableFromInline
final class Decoration<Value>: @unchecked Sendable {
    /// How many decorators run on each value (for the trace).
    let count: Int
    /// Every decorator, oldest first, as one closure, each told whether the value is new: the read path calls it once,
    /// after its read section, whatever the count.
    @usableFromInline let decorators: (Value, Bool) -> Void

    private init(count: Int, decorators: @escaping (Value, Bool) -> Void) {
        self.count = count
        self.decorators = decorators
    }

    /// These decorators followed by `step`; a binding with none starts from `nil`.
    static func appending(_ step: @escaping (Value, Bool) -> Void, to decoration: Decoration?) -> Decoration {
        guard let decoration else { return Decoration(count: 1, decorators: step) }
        let earlier = decoration.decorators
        return Decoration(count: decoration.count + 1) { value, isNew in
            earlier(value, isNew)
            step(value, isNew)
        }
    }

    /// Runs every decorator on `value`, oldest first, telling each whether it is new, and hands `value` on.
    @inlinable
    func apply(_ value: Value, isNew: Bool) -> Value {
        decorators(value, isNew)
        return value
    }
}
