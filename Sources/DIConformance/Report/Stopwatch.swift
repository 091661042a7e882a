#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Median nanoseconds per call of a small closure, in-process and dependency-free.
enum Stopwatch {
    /// Median ns/op of `body` over 5 repetitions of at least ~2 ms each (fewer iterations if `body` is slow).
    static func median(_ body: () throws -> Int) rethrows -> Double {
        var iterations = 1_000
        while true {
            let elapsed = try time(iterations, body)
            if elapsed > 2_000_000 || iterations >= 50_000_000 { break }
            iterations *= 4
        }
        var samples: [Double] = []
        for _ in 0..<5 {
            samples.append(Double(try time(iterations, body)) / Double(iterations))
        }
        return samples.sorted()[samples.count / 2]
    }

    private static func time(_ iterations: Int, _ body: () throws -> Int) rethrows -> UInt64 {
        var sum = 0
        let start = now()
        for _ in 0..<iterations {
            sum &+= try body()
        }
        let elapsed = now() - start
        Blackhole.consume(sum)
        return elapsed
    }

    private static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}

/// Keeps measured results alive so the optimiser cannot drop the work.
enum Blackhole {
    @inline(never)
    static func consume(_ value: Int) {
        if value == -1 { fatalError("unreachable") }
    }
}
