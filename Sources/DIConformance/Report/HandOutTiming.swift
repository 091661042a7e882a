import DICore

/// What handing out one dependency costs in a style, live and under a test override.
///
/// Measured in-process next to a plain closure call, so the ratio means
/// something on any machine; absolute figures depend on the build configuration.
///
/// ```swift
/// let comparison = await Comparison.run(
///     styles: StyleCatalog.all, scenarios: [], measure: true)
/// for timing in comparison.timings {
///     print(timing.style, timing.liveNanoseconds ?? .nan)
/// }
/// ```
public struct HandOutTiming: Sendable {
    /// The style measured.
    public let style: String
    /// What its hand-out does (``StyleUnderTest/handOutDescription``), which the timing table shows.
    public let handOut: String
    /// Median ns per hand-out with live wiring.
    public let liveNanoseconds: Double?
    /// Median ns per hand-out while a test override is active.
    public let overriddenNanoseconds: Double?

    /// Median ns per call of a plain stored closure handing out an existing greeter.
    public static func baseline() -> Double {
        let greeter: any Greeter = LiveGreeter()
        let provider = OpaqueProvider { greeter }
        return Stopwatch.median { provider.make().greeting.utf8.count }
    }

    /// Measures `style` the way an app uses it: live wiring on the process-wide state, then under an override.
    ///
    /// This changes the style's global state (inside the style's own
    /// ``StyleUnderTest/withFreshState(_:)``, which DIToolkit's styles leave process-wide),
    /// so only a command running in a process of its own calls it.
    ///
    /// ```swift
    /// let timing = await HandOutTiming.measure(StyleCatalog.all[1])
    /// print(timing.liveNanoseconds ?? .nan)
    /// ```
    public static func measure(_ style: some StyleUnderTest) async -> HandOutTiming {
        let measured = try? await style.withFreshState { () -> HandOutTiming in
            try style.wireLive()
            let live = try? Stopwatch.median { try style.handOut().greeting.utf8.count }
            let overridden = try? await style.withGreeting("mock") {
                try Stopwatch.median { try style.handOut().greeting.utf8.count }
            }
            return HandOutTiming(
                style: style.name, handOut: style.handOutDescription, liveNanoseconds: live,
                overriddenNanoseconds: overridden)
        }
        return measured
            ?? HandOutTiming(
                style: style.name, handOut: style.handOutDescription, liveNanoseconds: nil, overriddenNanoseconds: nil)
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
