/// A thread that survives a trap its own way: it ends or parks itself, and the process goes on.
///
/// ``DiagnosticReporter/trap(_:)`` stops the process unless the trapping thread has a handler. Two kinds of
/// thread have one: a verification's build thread (DIWiring's `VerificationThread`, which hands the problem to
/// the verification and sleeps for the rest of the process) and the thread of a test's captured trap
/// (`DiagnosticReporter.captureTrap`, which ends only that thread). Either way the thread first hands back
/// every build it claimed (``BuildOwner/abandonCurrentThreadsBuilds()``), so the next resolve builds again.
package protocol ThreadTrapHandler: AnyObject {
    /// Ends this thread's work after `error`; never returns into the code that trapped.
    func endThread(after error: DIError) -> Never
}

/// The ``ThreadTrapHandler`` of the current thread, if it has one.
package enum ThreadTrapHandling {
    private final class Holder {
        var handler: (any ThreadTrapHandler)?
    }

    private static let local = ThreadLocal { Holder() }

    /// The handler of the thread the caller runs on; set by the thread itself, at its start and end.
    package static var current: (any ThreadTrapHandler)? {
        get { local.value.handler }
        set { local.value.handler = newValue }
    }
}
