import DICore

/// A binding used after the read section that found it, by user code no section may contain (its factory, its
/// decorators): the section holds the binding past its end (``/DICore/ReadSection/hold(_:)``), or, when the thread
/// holds all it can already (builds nested deeper than its hold slots) or the use may resume on another thread (an
/// awaited build), the binding is retained. Either keeps it alive through a rebind, and only a retain counts a
/// reference.
@usableFromInline
struct BindingUse<Value> {
    @usableFromInline let binding: Unmanaged<Binding<Value>>
    /// How the section holds the binding, or `nil` if it is retained.
    @usableFromInline let hold: ReadSection.Hold?

    /// The use of the binding at `found`, held if `mayHold` and the thread has a hold slot free, else retained; call
    /// inside the section that found it.
    @inlinable @inline(__always)
    init(of found: UnsafeRawPointer, mayHold: Bool = true) {
        binding = Unmanaged<Binding<Value>>.fromOpaque(found)
        hold = mayHold ? ReadSection.hold(found) : nil
        if hold == nil {
            _ = binding.retain()
        }
    }

    /// Ends the use: from then on a rebind may free the binding.
    @inlinable @inline(__always)
    func end() {
        if let hold {
            ReadSection.endHold(hold)
        } else {
            binding.release()
        }
    }

    /// The binding's value built from `container` outside the section, ending the use.
    @inlinable @inline(__always)
    func resolveLive(from container: Container, location: SourceLocation) throws -> Value {
        // Not `defer`: the compiler makes a `defer` block a function of its own, which every build would call.
        let value: Value
        do {
            value = try binding._withUnsafeGuaranteedRef { try $0.resolveLive(from: container, location: location) }
        } catch {
            end()
            throw error
        }
        end()
        return value
    }

    /// Runs the decorators on a kept `value` and ends the use.
    @inlinable @inline(__always)
    func apply(toKept value: Value) -> Value {
        defer { end() }
        return binding._withUnsafeGuaranteedRef { $0.decoration.unsafelyUnwrapped.apply(value, isNew: false) }
    }
}
