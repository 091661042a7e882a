@_spi(Testing) import DICore
import Testing

/// The one order in which every style picks among a dependency's values per context and launch condition, and the
/// launch that decides which conditions are met. Answers Factory's context tests
/// (Tests/FactoryTests/XCTests/FactoryContextTests.swift): `testWithArgument` and `testUnmatchedArgument` (a value
/// for a launch argument wins only when the process has that argument), `testWithPreview` and `testWithTest` (the
/// preview and test values in their contexts), `testDebugWithNoPreviewNoTest` (the debug value stands in for the
/// live one) and `testWithSimulator`/`testWithDevice` (decided by where the process runs).
@Suite("Launch conditions")
struct LaunchConditionTests {
    /// The values of one dependency: live, test, preview, and one per launch condition, each naming itself.
    static let values = ContextValues(
        live: "live", test: "test", preview: "preview",
        launch: [
            .on(.debug, "debug"), .on(.simulator, "simulator"), .on(.environment("INBOX", equals: "empty"), "env"),
            .on(.argument("-first"), "first"), .on(.argument("-second"), "second"),
        ])

    static func trusted(_ arguments: [String], _ environment: [String: String] = [:]) -> LaunchFacts {
        LaunchFacts(arguments: arguments, environment: environment, isTrusted: true)
    }

    @Test(
        "a met launch argument or environment value wins in every context, the first declared first",
        arguments: DependencyContext.allCases)
    func launchArgumentsOutrankTheContext(context: DependencyContext) {
        LaunchEnvironment.withLaunch(arguments: ["-second", "-first"]) {
            #expect(Self.values.choice(in: context).value == "first")
            #expect(Self.values.choice(in: context).source == .launch(.argument("-first")))
        }
        LaunchEnvironment.withLaunch(arguments: ["-second"], environment: ["INBOX": "empty"]) {
            #expect(Self.values.choice(in: context).value == "env")
        }
    }

    @Test("without a launch value, a preview reads its preview value and a test its test value")
    func contextValuesComeNext() {
        LaunchEnvironment.withLaunch(arguments: ["-unrelated"], environment: ["INBOX": "full"]) {
            #expect(Self.values.choice(in: .preview).value == "preview")
            #expect(Self.values.choice(in: .test).value == "test")
            #expect(!Self.values.choice(in: .test).lacksTestValue)
        }
    }

    @Test("live, the debug value stands in for the live one in a debug build only")
    func debugValueStandsInForLive() {
        LaunchEnvironment.withLaunch {
            let choice = Self.values.choice(in: .live)
            #if DEBUG
                #expect(choice.value == "debug")
                #expect(choice.source == .launch(.debug))
            #else
                #expect(choice.value == "live")
            #endif
        }
    }

    @Test("a simulator or device value comes before the debug value, and is never met off Apple's simulators")
    func simulatorRanksBeforeDebug() {
        let values = ContextValues(
            live: "live", test: nil, preview: nil, launch: [.on(.debug, "debug"), .on(.simulator, "simulator")])
        #expect(values.launch.map(\.condition) == [.simulator, .debug])
        #if !targetEnvironment(simulator)
            #expect(!LaunchCondition.simulator.isMet)
        #endif
        #if os(Linux) || os(macOS) || os(Windows)
            #expect(!LaunchCondition.device.isMet)
        #endif
    }

    @Test("a test with no test value is told so, whichever value stands in for the live one")
    func missingTestValueIsStillReported() {
        let values = ContextValues(live: "live", test: nil, preview: nil, launch: [.on(.debug, "debug")])
        LaunchEnvironment.withLaunch {
            let choice = values.choice(in: .test)
            #expect(choice.lacksTestValue)
            #expect(choice.value == (LaunchCondition.debug.isMet ? "debug" : "live"))
        }
        LaunchEnvironment.withLaunch(arguments: ["-first"]) {
            let values = ContextValues(
                live: "live", test: nil, preview: nil, launch: [.on(.argument("-first"), "first")])
            #expect(!values.choice(in: .test).lacksTestValue, "a launch argument's value was asked for")
        }
    }

    @Test("an untrusted launch meets no launch argument or environment value, whatever it was launched with")
    func untrustedLaunchIsIgnored() {
        let untrusted = LaunchFacts(arguments: ["-first"], environment: ["INBOX": "empty"], isTrusted: false)
        #expect(!LaunchCondition.argument("-first").isMet(in: untrusted))
        #expect(!LaunchCondition.environment("INBOX", equals: "empty").isMet(in: untrusted))
        #expect(LaunchCondition.argument("-first").isMet(in: Self.trusted(["-first"])))
        #expect(LaunchCondition.environment("INBOX", equals: "empty").isMet(in: Self.trusted([], ["INBOX": "empty"])))
        #expect(!LaunchCondition.environment("INBOX", equals: "empty").isMet(in: Self.trusted([], ["INBOX": "full"])))
    }

    @Test("a simulated launch is seen only by its own task tree, so parallel tests keep their own")
    func simulatedLaunchIsScoped() async {
        let condition = LaunchCondition.argument("-scoped")
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<8 {
                group.addTask {
                    let arguments = index.isMultiple(of: 2) ? ["-scoped"] : []
                    return await LaunchEnvironment.withLaunch(arguments: arguments) {
                        await Task.yield()
                        return condition.isMet == index.isMultiple(of: 2)
                    }
                }
            }
            for await sawItsOwn in group {
                #expect(sawItsOwn)
            }
        }
        #expect(!condition.isMet, "the process was not launched with -scoped")
    }

    @Test("a condition describes itself as it is written")
    func descriptions() {
        #expect(LaunchCondition.argument("-mockEmptyInbox").description == #".argument("-mockEmptyInbox")"#)
        #expect(
            LaunchCondition.environment("INBOX", equals: "empty").description
                == #".environment("INBOX", equals: "empty")"#)
        #expect(LaunchCondition.debug.description == ".debug")
    }
}
