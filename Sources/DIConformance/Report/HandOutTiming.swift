import DICore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What handing out one dependency costs in a style, live and under a test override.
///
/// Measured in-process next to a plain closure call, so the ratio means
/// something on any machine; absolute figures depend on the build configuration.
///
/// ```swift
/// let timing = await HandOutTiming.measure(WrappersStyle())
/// print(timing.liveNanoseconds)
/// ```
public struct HandOutTiming: Sendable {
    /// The style measured.
    public let style: String
    /// Median ns per hand-out with live wiring.
    public let liveNanoseconds: Double?
    /// Median ns per hand-out while a test override is active.
    public let overriddenNanoseconds: Double?

    /// Median ns per call of a plain stored closure handing out an existing greeter.
    public static func baseline() -> Double {
        let greeter: any Greeter = LiveGreeter()
        let provider = OpaqueProvider { greeter }
        return median { provider.make().greeting }
    }

    /// Measures `style` the way an app uses it: live wiring on the process-wide state, then under an override.
    ///
    /// This changes the style's global state, so only `di-compare` (a process of its own) calls it.
    public static func measure(_ style: some StyleUnderTest) async -> HandOutTiming {
        guard (try? style.wireLive()) != nil else {
            return HandOutTiming(style: style.name, liveNanoseconds: nil, overriddenNanoseconds: nil)
        }
        let live = try? median { try style.handOut().greeting }
        let overridden = try? await style.withGreeting("mock") {
            try median { try style.handOut().greeting }
        }
        return HandOutTiming(style: style.name, liveNanoseconds: live, overriddenNanoseconds: overridden)
    }

    /// Median ns/op of `body` over 5 repetitions of ~5 ms each.
    static func median(_ body: () throws -> String) rethrows -> Double {
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

    private static func time(_ iterations: Int, _ body: () throws -> String) rethrows -> UInt64 {
        var length = 0
        let start = now()
        for _ in 0..<iterations {
            length &+= try body().utf8.count
        }
        let elapsed = now() - start
        Blackhole.consume(length)
        return elapsed
    }

    private static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}

/// A closure the optimiser cannot see through, for the baseline.
final class OpaqueProvider: Sendable {
    let make: @Sendable () -> any Greeter

    @inline(never)
    init(_ make: @escaping @Sendable () -> any Greeter) {
        self.make = make
    }
}

/// Keeps measured results alive so the optimiser cannot drop the work.
enum Blackhole {
    @inline(never)
    static func consume(_ value: Int) {
        if value == -1 { fatalError("unreachable") }
    }
}
