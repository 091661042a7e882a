/// A thread that survives a trap its own way: it ends or parks itself, and the process goes on.
///
/// ``DiagnosticReporter/trap(_:)`` stops the process unless the trapping thread has one: a verification's build
/// thread (DIWiring's `VerificationThread`, which parks) or a captured trap's (`captureTrap`, which ends). Either
/// first hands back the builds it claimed (``BuildOwner/abandonCurrentThreadsBuilds()``).
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
