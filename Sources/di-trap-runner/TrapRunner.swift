import Foundation

/// Runs one deliberate DIToolkit trap named on the command line, so a test can watch the process stop.
///
/// Each case misuses one style's non-throwing API the way an app could by mistake; the
/// toolkit must print its full four-part diagnostic to standard error and stop the process.
/// The hardening tests launch this executable once per case with Foundation's `Process`.
///
/// ```sh
/// # stops with "found no binding"
/// .build/debug/di-trap-runner resolve-assert-missing
/// # exits 0: the control case
/// .build/debug/di-trap-runner none
/// ```
@main
enum TrapRunner {
    /// Every case the runner knows, by the name a test passes as the first argument (a case may read more).
    static let cases: [String: @Sendable () -> Void] = [
        "none": {},
        "wait-for-stop-file": StopFileProbe.waitForStopFile,
        "resolve-assert-missing": TrapCases.resolveAssertOfMissingBinding,
        "inject-missing": TrapCases.injectOfMissingBinding,
        "resolve-cycle": TrapCases.cycleThroughResolve,
        "resolve-assert-cycle": TrapCases.cycleThroughResolveAssert,
        "lazy-cycle": TrapCases.cycleThroughLazy,
        "registry-cycle": TrapCases.cycleThroughRegistryMock,
        "vaccine-missing": TrapCases.getCureOfMissingCure,
        "registry-reset-retention": RetentionProbe.globalRegistryReset,
        "cross-thread-lazy-cycle": CrossThreadCycleProbe.run,
        "verify-trapping-singleton": ReliabilityProbes.verifyWithTrappingSingleton,
        "verify-main-actor-trap": VerificationProbes.mainActorTrap,
        "verify-trap-leaves-no-region": VerificationProbes.trapLeavesNoRegionAlive,
        "rebind-main-100000": ReclamationProbes.rebindMain,
        "cross-thread-wait": { ReliabilityProbes.crossThreadWait(throwing: false) },
        "cross-thread-wait-throwing": { ReliabilityProbes.crossThreadWait(throwing: true) },
        "deep-graph-4000": { ReliabilityProbes.deepGraph(depth: 4_000, stackSize: 8 << 20) },
        "deep-graph-small-stack": { ReliabilityProbes.deepGraph(depth: 900, stackSize: 256 << 10) },
        "async-wait-timeout": AsyncProbes.waitForAnEndlessBuild,
        "async-waiters-hold-no-thread": AsyncProbes.waitersHoldNoThread,
        "async-deep-chain": AsyncProbes.deepChain,
        "async-kept-outside-regions": AsyncProbes.keptOutsideRegions,
        "async-transients-outside-regions": AsyncProbes.transientsOutsideRegions,
        "async-racing-transients": AsyncProbes.racingTransients,
        "serialized-factory-wait": SerializedFactoryProbe.blockedFactory,
        "trace-missing-in-factory-stderr": TraceProbes.missingInFactoryTracedToStandardError,
        "trace-missing-in-factory-stdout": TraceProbes.missingInFactoryTracedToStandardOutput,
        "prepare-world-at-launch": PreparedWorldProbes.preparedAtLaunch,
        "prepare-world-after-read": PreparedWorldProbes.preparedAfterFirstRead,
        "virtual-time-main-queue-never-runs": VirtualTimeProbes.mainQueueNeverRuns,
    ]

    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let trap = cases[name] else {
            let known = cases.keys.sorted().joined(separator: ", ")
            FileHandle.standardError.write(Data("usage: di-trap-runner <case>; cases: \(known)\n".utf8))
            exit(64)
        }
        trap()
    }
}
