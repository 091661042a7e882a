import DIEffects
import DIReader
import DIRegistry
import DITesting
import DIWrappers
import Foundation
import Testing

private let epoch = Date(timeIntervalSince1970: 0)

/// A service whose binding has a live and a test value.
struct Palette: Sendable {
    let name: String
}

/// A container that outlives every test, so a singleton one test builds is kept for the next.
private let keptContainer: Container = {
    let container = Container(name: "kept")
    container.bind(.singleton, to: Palette.self) { _ in Palette(name: "kept") }
    return container
}()

/// The `node.id (style, source)` of each entry, the facts the log exists to give.
private func facts(_ log: DependencyLog) -> [String] {
    log.entries.map { "\($0.node.id) (\($0.style.rawValue), \($0.source.rawValue))" }
}

@Suite("Each test's dependency log")
struct DependencyLogTests {
    @Test("Wrappers: a binding's test value, its live value, and an override, each with its source")
    func wrappers() {
        let container = Container(name: "palette")
        container.bind(Palette.self, live: { _ in Palette(name: "brand") }, test: { _ in Palette(name: "plain") })
        container.bind((any Greeter).self) { _ in FixedGreeter("live") }
        let (_, log) = DependencyLog.recording {
            _ = container.resolve(Palette.self)
            _ = container.resolve((any Greeter).self)
            Container.withOverrides {
                $0.bind((any Greeter).self, value: FixedGreeter("override"))
            } operation: {
                _ = container.resolve((any Greeter).self)
            }
        }
        #expect(
            facts(log) == [
                "palette: DITestingTests.Palette (Wrappers, test value)",
                "palette: DITestingTests.Greeter (Wrappers, binding)",
                "override: DITestingTests.Greeter (Wrappers, override)",
            ])
        #expect(log.liveValues.map(\.node.id) == ["palette: DITestingTests.Greeter"])
    }

    @Test("Reader, Registry and World: a static context's live value, a registry's mock and a world's override")
    func readerRegistryAndWorld() {
        let (_, log) = DependencyIsolation.withFreshState {
            withWorld {
                $0.now = CommonDependencies.Now.constant(epoch)
            } operation: {
                DependencyLog.recording {
                    _ = GreetingBanner.text
                    _ = GreetingRegistry.shared
                    _ = World.current.now()
                }
            }
        }
        #expect(
            facts(log) == [
                "static context: DITestingTests.GreetingBanner (Reader, binding)",
                "registry: DITestingTests.GreetingRegistry (Registry, mock)",
                "world: World (World, override)",
                "world: World.now (World, override)",
            ])
        #expect(log.liveValues.map(\.style) == [DependencyLog.Style.reader])
    }

    @Test("a dependency reached again from the same source is one entry with its count, in the log's text")
    func countsAndText() {
        let container = Container(name: "palette")
        container.bind(Palette.self, live: { _ in Palette(name: "brand") }, test: { _ in Palette(name: "plain") })
        let (_, log) = DependencyLog.recording {
            for _ in 0..<3 {
                _ = container.resolve(Palette.self)
            }
        }
        #expect(
            log.text == """
                Dependency log: 1 dependency
                  Wrappers  palette: DITestingTests.Palette (transient, test value, 3 times)
                """)
    }

    @Test("a singleton built before the log started is kept from outside it, and not counted as a live value")
    func keptFromOutside() {
        _ = keptContainer.resolve(Palette.self)
        let (_, log) = DependencyLog.recording { _ = keptContainer.resolve(Palette.self) }
        #expect(log.entries.map(\.isKeptFromOutside) == [true])
        #expect(log.liveValues.isEmpty)
        #expect(log.text.hasSuffix("kept: DITestingTests.Palette (singleton, kept, built outside this log)"))
    }

    @Test("a singleton the log's own code built is the log's, the second time too")
    func builtInside() {
        let container = Container(name: "fresh")
        container.bind(.singleton, to: Palette.self) { _ in Palette(name: "fresh") }
        let (_, log) = DependencyLog.recording {
            _ = container.resolve(Palette.self)
            _ = container.resolve(Palette.self)
        }
        #expect(log.entries.map(\.isKeptFromOutside) == [false])
        #expect(log.entries.map(\.count) == [2])
    }

    @Test("two logs recorded at the same time in two tasks hold only their own resolutions")
    func parallelLogsAreSeparate() async {
        let left = Container(name: "left")
        left.bind(Palette.self) { _ in Palette(name: "left") }
        let right = Container(name: "right")
        right.bind(Palette.self) { _ in Palette(name: "right") }
        let leftResolved = Signal()
        let rightResolved = Signal()
        async let leftLog = DependencyLog.recording {
            _ = left.resolve(Palette.self)
            leftResolved.raise()
            await rightResolved.wait()
            _ = left.resolve(Palette.self)
        }.log
        async let rightLog = DependencyLog.recording {
            await leftResolved.wait()
            _ = right.resolve(Palette.self)
            rightResolved.raise()
        }.log
        let (leftFacts, rightFacts) = await (facts(leftLog), facts(rightLog))
        #expect(leftFacts == ["left: DITestingTests.Palette (Wrappers, binding)"])
        #expect(rightFacts == ["right: DITestingTests.Palette (Wrappers, binding)"])
    }

    @Test("with no log, trace or recording on, the test's region records nothing", .isolatedDependencies)
    func nothingRecordedWhenOff() {
        _ = GreetingBanner.text
        #expect(TaskRegion.current?.isRecording == false)
        #expect(TaskRegion.current?.recorder == nil)
    }
}

@Suite("The .dependencyLog trait")
struct DependencyLogTraitTests {
    @Test(
        "the trait records the test's resolutions, beside .dependencies",
        .dependencyLog, .dependencies { $0.bind((any Greeter).self, value: FixedGreeter("trait")) })
    func recordsBesideDependencies() {
        _ = Container.resolveAssert((any Greeter).self)
        #expect(TaskRegion.current?.recorder?.resolvedNodeIDs == ["override: DITestingTests.Greeter"])
    }

    @Test("with failingOnLiveValues a live value fails the test, naming it, its style and the fix")
    func liveValueFailsTheTest() async throws {
        let container = Container(name: "live")
        container.bind((any Greeter).self) { _ in FixedGreeter("live") }
        let test = try #require(Test.current)
        try await withKnownIssue {
            try await DependencyLogTrait(failingOnLiveValues: true).provideScope(for: test, testCase: nil) {
                _ = container.resolve((any Greeter).self)
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("The test reached the live value of live: DITestingTests.Greeter.")
                && text.contains("  Style:      Wrappers\n")
                && text.contains(
                    "To fix, give the binding of DITestingTests.Greeter a test value (bind(_:live:test:)),\n")
                && issue.sourceLocation == test.sourceLocation
        }
    }

    @Test("with failingOnLiveValues a test that reached only test values and overrides passes")
    func testValuesPass() async throws {
        let container = Container(name: "tested")
        container.bind(Palette.self, live: { _ in Palette(name: "brand") }, test: { _ in Palette(name: "plain") })
        let test = try #require(Test.current)
        try await DependencyLogTrait(failingOnLiveValues: true).provideScope(for: test, testCase: nil) {
            _ = container.resolve(Palette.self)
            Container.withOverrides {
                $0.bind((any Greeter).self, value: FixedGreeter("override"))
            } operation: {
                _ = container.resolve((any Greeter).self)
            }
        }
    }

    @Test("without failingOnLiveValues a live value is logged but does not fail the test")
    func liveValueIsOnlyLogged() async throws {
        let container = Container(name: "live")
        container.bind((any Greeter).self) { _ in FixedGreeter("live") }
        let test = try #require(Test.current)
        try await DependencyLogTrait.dependencyLog.provideScope(for: test, testCase: nil) {
            _ = container.resolve((any Greeter).self)
        }
    }
}

/// Two tests with the trait that run in parallel, each resolving while the other is running.
@Suite("Parallel tests' dependency logs hold only their own resolutions", .dependencyLog)
struct ParallelDependencyLogTests {
    static let leftResolved = Signal()
    static let rightResolved = Signal()

    /// The ids the running test's log has seen so far.
    static var seen: Set<String>? {
        TaskRegion.current?.recorder?.resolvedNodeIDs
    }

    @Test("the left test's log holds the left resolution only")
    func left() async {
        let container = Container(name: "left")
        container.bind(Palette.self) { _ in Palette(name: "left") }
        _ = container.resolve(Palette.self)
        Self.leftResolved.raise()
        await Self.rightResolved.wait()
        #expect(Self.seen == ["left: DITestingTests.Palette"])
    }

    @Test("the right test's log holds the right resolution only")
    func right() async {
        await Self.leftResolved.wait()
        let container = Container(name: "right")
        container.bind(Palette.self) { _ in Palette(name: "right") }
        _ = container.resolve(Palette.self)
        Self.rightResolved.raise()
        #expect(Self.seen == ["right: DITestingTests.Palette"])
    }
}
