extension RequestingContainer {
    /// The container whose `resolveAsync` is evaluating a task-local override in this task, if any.
    ///
    /// The async counterpart of ``current``: an awaited override's factory may
    /// resume on another thread, so the container that asked travels with the task.
    @TaskLocal static var awaiting: Container?
}
