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

/// A binding's decorators, run after the read section that found the binding: the section holds the binding past
/// its end (``/DICore/ReadSection/hold(_:)``), or, when the thread holds one already (a decorator resolving another
/// decorated binding), the binding is retained. Either keeps the decorators alive, and counts no reference to them.
@usableFromInline
struct DecorationUse<Value> {
    @usableFromInline let binding: Unmanaged<Binding<Value>>
    @usableFromInline let isHeld: Bool

    /// The use of the decorators of the decorated binding at `found`; call inside the section that found it.
    @inlinable @inline(__always)
    init(of found: UnsafeRawPointer) {
        binding = Unmanaged<Binding<Value>>.fromOpaque(found)
        isHeld = ReadSection.hold(found)
        if !isHeld {
            _ = binding.retain()
        }
    }

    /// Runs the decorators on a kept `value` and ends the use: from then on a rebind may free them.
    @inlinable @inline(__always)
    func apply(toKept value: Value) -> Value {
        defer {
            if isHeld {
                ReadSection.endHold()
            } else {
                binding.release()
            }
        }
        return binding._withUnsafeGuaranteedRef { $0.decoration.unsafelyUnwrapped.apply(value, isNew: false) }
    }
}
