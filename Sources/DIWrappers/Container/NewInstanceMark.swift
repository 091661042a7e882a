import DICore

/// Whether the factory of the decorated binding this thread is resolving ran: how a decorator learns that the
/// instance it sees is new.
///
/// Only a decorated binding's factory sets it, and only a decorated resolve reads it, so a binding without
/// decorators resolves exactly as it would without this mark. A synchronous build runs on the thread that asked,
/// so the mark lives there, like the resolution stack; each decorated resolve keeps the mark of the one it runs
/// inside and gives it back, so a factory that resolves another decorated binding keeps both answers apart.
final class NewInstanceMark {
    /// Whether the factory ran since the innermost decorated resolve began.
    var isNew = false

    /// This thread's mark.
    static var current: NewInstanceMark {
        marks.value
    }

    private static let marks = ThreadLocal { NewInstanceMark() }

    /// `factory`, marking the instance it returns as new.
    static func marking<Value>(
        _ factory: @escaping (Container) throws -> Value
    ) -> (Container) throws -> Value {
        { container in
            let value = try factory(container)
            current.isNew = true
            return value
        }
    }

    /// What `build` returns, and whether a marking factory ran inside it.
    static func observing<Value>(_ build: () throws -> Value) rethrows -> (value: Value, isNew: Bool) {
        let mark = current
        let outer = mark.isNew
        mark.isNew = false
        defer { mark.isNew = outer }
        let value = try build()
        return (value, mark.isNew)
    }
}
