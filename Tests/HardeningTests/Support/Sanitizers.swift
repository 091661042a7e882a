#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Facts about the sanitizers the test process runs under.
enum Sanitizers {
    /// Whether Thread Sanitizer's runtime is linked into this process (`swift test --sanitize=thread`).
    static let threadSanitizerIsActive: Bool = {
        #if canImport(Darwin)
            return dlsym(RTLD_DEFAULT, "__tsan_init") != nil
        #else
            return dlsym(nil, "__tsan_init") != nil
        #endif
    }()

    /// The graph depth the deep-graph tests use: 10,000, or 2,000 under Thread Sanitizer.
    ///
    /// TSan keeps its own shadow call stack of 65,536 entries per thread and does not grow it,
    /// so a deeper recursion corrupts TSan's memory (each graph level is about a dozen
    /// instrumented frames). The toolkit is not the limit: uninstrumented runs use 10,000.
    static let deepGraphDepth = threadSanitizerIsActive ? 2_000 : 10_000
}
