#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The Swift runtime's global enqueue hook (`swift_task_enqueueGlobal_hook`), which every job on its way to the
/// global executor goes through when it is set.
///
/// swift-concurrency-extras' `withMainSerialExecutor` sets it to send every job to the main thread, and puts back
/// only *whether* a hook was set, as its own hook: after it, a hook DIEffects' virtual time had installed would be
/// replaced by the main serial executor for good, and every later row would run on the main thread. A row that
/// runs under it keeps the exact hook with ``preserving(_:)``, and the runner puts it back after a run that did
/// not end.
///
/// ```swift
/// await GlobalEnqueueHook.preserving {
///     await withMainSerialExecutor { await scenario() }
/// }
/// ```
enum GlobalEnqueueHook {
    /// The hook's address, or `nil` where the runtime exports none.
    static var current: UnsafeRawPointer? {
        get { Slot.found?.hook.pointee }
        set { Slot.found?.hook.pointee = newValue }
    }

    /// Runs `body`, then sets the hook back to what it was before.
    static func preserving(_ body: () async -> Void) async {
        let saved = current
        await body()
        current = saved
    }

    /// Where the runtime keeps the hook.
    private struct Slot: @unchecked Sendable {
        let hook: UnsafeMutablePointer<UnsafeRawPointer?>

        static let found: Slot? = {
            #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
                dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook").map {
                    Slot(hook: $0.assumingMemoryBound(to: UnsafeRawPointer?.self))
                }
            #else
                nil
            #endif
        }()
    }
}
