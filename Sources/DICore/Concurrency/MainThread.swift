#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Whether the calling thread is the process's main thread, which is where the main actor runs.
///
/// A synchronous caller cannot ask the main actor whether it is "on" it without
/// trapping (`MainActor.assumeIsolated`), but main-actor code only ever runs on
/// the main thread, so on the main thread it is safe to run it. Styles use this
/// to run a `@MainActor` factory from a synchronous resolve, or refuse with `DI013`.
///
/// ```swift
/// if MainThread.isCurrent { /* MainActor.assumeIsolated { … } is safe here */ }
/// ```
package enum MainThread {
    /// Whether this is the main thread.
    package static var isCurrent: Bool {
        #if canImport(Darwin)
            return pthread_main_np() != 0
        #elseif canImport(Glibc) || canImport(Musl)
            // The main thread's kernel thread ID is the process ID.
            guard let threadID else { return false }
            return threadID() == getpid()
        #else
            return false
        #endif
    }
}

#if canImport(Glibc) || canImport(Musl)
    /// `gettid`, which the C library has but its Swift module does not export.
    private let threadID: (@convention(c) () -> pid_t)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "gettid") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) () -> pid_t).self)
    }()
#endif
