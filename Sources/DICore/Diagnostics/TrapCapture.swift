#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Bionic)
    import Bionic
#endif

/// Runs code that may trap on a helper thread, so a trap ends that thread instead of the process.
///
/// The machinery of the test hook `DiagnosticReporter.captureTrap(_:)`: a POSIX thread a trap ends with
/// `pthread_exit` (through Darwin on Apple platforms, where `pthread_t` is an optional pointer; through Glibc, Musl
/// or Bionic on Linux and Android, where it is an integer). Windows has no POSIX threads, and no path here.
enum TrapCapture {
    /// One captured run: its body, the caller's task-local state, the reports its thread made and the trapped error.
    final class Job: ThreadTrapHandler, @unchecked Sendable {
        let state: RegionState?
        let body: @Sendable () -> Void
        /// What the helper thread reported, given back to the caller's task when the thread has ended.
        let reports = ReportCollector()
        var error: DIError?

        init(state: RegionState?, body: @escaping @Sendable () -> Void) {
            self.state = state
            self.body = body
        }

        /// Records the trap and ends only the capture's thread, after handing back its builds.
        func endThread(after error: DIError) -> Never {
            self.error = error
            BuildOwner.abandonCurrentThreadsBuilds()
            pthread_exit(nil)
        }
    }

    static func run(_ job: Job) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 16 << 20)
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        let context = Unmanaged.passRetained(job).toOpaque()
        let status = pthread_create(
            &thread, &attributes,
            { raw in
                #if canImport(Darwin)
                    let job = Unmanaged<TrapCapture.Job>.fromOpaque(raw).takeRetainedValue()
                #else
                    let job = Unmanaged<TrapCapture.Job>.fromOpaque(raw!).takeRetainedValue()
                #endif
                ThreadTrapHandling.current = job
                ReportCollector.$current.withValue(job.reports) {
                    TaskRegion.withState(job.state) { job.body() }
                }
                ThreadTrapHandling.current = nil
                return nil
            }, context)
        precondition(status == 0, "pthread_create failed with \(status)")
        #if canImport(Darwin)
            pthread_join(thread!, nil)
        #else
            pthread_join(thread, nil)
        #endif
    }
}
