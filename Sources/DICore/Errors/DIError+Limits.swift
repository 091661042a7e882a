extension DIError {
    /// A build waited longer than ``ResolutionLimits/buildWaitTimeout`` for another thread's build of `key`.
    ///
    /// `ownerPath` lists what the building thread is building, outermost first.
    public static func buildWaitTimedOut(
        _ key: DependencyKey,
        waited: Duration,
        ownerPath: [DependencyKey],
        path: [DependencyKey] = [],
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        let seconds = Self.seconds(waited)
        let owner = ownerPath.isEmpty ? "unknown" : ownerPath.map(\.description).joined(separator: " -> ")
        return DIError(
            code: .buildWaitTimedOut,
            summary: "Resolving \(key) waited \(seconds) for another thread that is building it, and gave up.",
            key: key, path: path,
            facts: [Fact("Owner path", owner), Fact("Waited", "\(seconds) (ResolutionLimits.buildWaitTimeout)")],
            rule: "A factory must not block on a thread that needs the dependency the factory is building: "
                + "each would wait for the other forever.",
            fix: "do not block inside a factory (a semaphore, DispatchQueue.sync, DispatchQueue.main.sync) on work "
                + "that resolves \(key.typeName): resolve what that work needs before blocking, or move the blocking "
                + "call out of the factory. If the build is only slow, raise ResolutionLimits.buildWaitTimeout.",
            location: location)
    }

    /// Resolving `key` would nest more builds than `limit`, or leave too little of the thread's stack.
    ///
    /// `path` is what was being built, outermost first (the message shows its ends); `stackLeft`, in bytes, is set
    /// when the stack, not the limit, stopped it.
    public static func resolutionTooDeep(
        entering key: DependencyKey,
        path: [DependencyKey],
        limit: Int,
        stackLeft: Int? = nil,
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        let keys = path + [key]
        let head = keys.prefix(3).map(\.description).joined(separator: " -> ")
        let tail = keys.suffix(3).map(\.description).joined(separator: " -> ")
        var facts = [
            Fact("Depth", "\(keys.count) (limit \(limit))"), Fact("Head", head),
            Fact("Tail", keys.count > 6 ? "… -> " + tail : tail),
        ]
        let summary: String
        if let stackLeft {
            summary = "Resolving \(key) at depth \(keys.count) would use up this thread's stack."
            facts.append(Fact("Stack left", "\(stackLeft / 1024) KiB (stops below 64 KiB)"))
        } else {
            summary = "Resolving \(key) would nest \(keys.count) builds, more than ResolutionLimits.maximumDepth."
        }
        return DIError(
            code: .resolutionTooDeep, summary: summary, key: key, facts: facts,
            rule: "A resolution may nest at most ResolutionLimits.maximumDepth builds and must leave 64 KiB of "
                + "its thread's stack; a deeper one is almost always a chain that never ends.",
            fix: "look for a factory that asks for a new key on every call (an identifier that keeps growing); "
                + "if the graph really is this deep, raise ResolutionLimits.maximumDepth "
                + "(e.g. ResolutionLimits.maximumDepth = 5_000) and resolve it on a thread with a bigger stack.",
            location: location)
    }

    /// Moving virtual time stopped following woken tasks onto the main actor: the main queue had run nothing in the
    /// `waited` since the first virtual time was made. `wokenTasks` is how many woken tasks had not slept again.
    public static func mainQueueStalled(
        waited: Duration,
        wokenTasks: Int,
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        let seconds = Self.seconds(waited)
        return DIError(
            code: .mainQueueStalled,
            summary: "Moving virtual time cannot follow woken tasks onto the main actor: this process's main queue "
                + "has run nothing in the \(seconds) since the first virtual time was made.",
            key: nil,
            facts: [
                Fact("Waited", "\(seconds) for the main queue to run anything"),
                Fact("Woken tasks", "\(wokenTasks) not asleep again, taken to be done"),
            ],
            rule: "Virtual time follows main-actor code through the main queue and waits for a busy one however long "
                + "it takes; a main queue that has never run anything is taken to be one that never will, and from "
                + "then on moving time does not wait for it (this is reported once).",
            fix: "run the main queue: give a command-line program an async main (or call dispatchMain()) instead of "
                + "blocking its main thread on a semaphore, and never block the main thread while time moves.",
            location: location)
    }

    /// `250 ms` below a second, `10.0 s` from a second up.
    private static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        let milliseconds = whole * 1_000 + attoseconds / 1_000_000_000_000_000
        if milliseconds < 1_000 {
            return "\(milliseconds) ms"
        }
        return "\(Double(milliseconds / 100) / 10) s"
    }
}
