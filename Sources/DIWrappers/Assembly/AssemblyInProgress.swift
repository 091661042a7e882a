import DICore

/// The assembly whose `assemble(container:)` is running on this thread, so each binding it makes remembers it.
///
/// A thread-local, because an assembly binds synchronously on the thread that applies it, and a binding made on
/// another thread at the same time belongs to no assembly. A relaxed counter lets every `bind` made while no
/// assembly runs anywhere skip the thread-local read.
enum AssemblyInProgress {
    private final class Slot {
        var name: String?
    }

    private static let slot = ThreadLocal { Slot() }
    private static let running = AtomicCounter()

    /// Runs `body` with `assembly` as this thread's assembly in progress.
    static func run(_ assembly: any Assembly, _ body: () -> Void) {
        let current = slot.value
        let enclosing = current.name
        current.name = String(reflecting: type(of: assembly))
        running.increment()
        defer {
            running.decrement()
            current.name = enclosing
        }
        body()
    }

    /// The name of the assembly running on this thread, e.g. `MyApp.NetworkAssembly`, or `nil`.
    static var name: String? {
        running.isZero ? nil : slot.value.name
    }
}
