/// Who runs a build: the thread resolving, identified by an object that lives as long as the thread.
///
/// ``BuildWaits`` follows owners to find cycles across threads and to name what a slow builder is building. Being
/// an object, an owner can also stand for an awaited build (an ``AsyncResolutionFrame``), which may change threads.
package final class BuildOwner: @unchecked Sendable {
    private static let local = ThreadLocal { BuildOwner() }

    /// The gates of the cells this owner is building, oldest first. Read and written only under ``BuildWaits``' lock,
    /// which is the exclusivity the runtime would otherwise check on each access.
    @exclusivity(unchecked) var claimed: [BuildGate] = []
    /// The gate of the cell this owner is waiting for, if any. Read and written only under ``BuildWaits``' lock.
    @exclusivity(unchecked) var awaited: BuildGate?
    /// The awaited build this owner stands for, whose task-local chain names what it is building; set once,
    /// before the owner is shared.
    weak var frame: AsyncResolutionFrame?

    /// The owner of the builds the current thread runs.
    package static var current: BuildOwner {
        local.value
    }

    /// Hands back every build the current thread owns, so the next resolve retries it.
    ///
    /// For a thread about to end without returning through its frames (a captured trap): each cell it claimed goes
    /// back to "not built" and its waiters wake, and the thread's resolution stack is emptied.
    package static func abandonCurrentThreadsBuilds() {
        BuildWaits.abandonAll(of: current)
        ResolutionStack.resetCurrentThread()
    }
}
