import DIRegistry
import DITesting
import Testing

@Suite("Scoped registry overrides", .isolatedDependencies)
struct RegistryOverrideTests {
    @Test("withOverride makes shared the override inside the closure, over an assignment")
    func overrideWinsInsideClosure() {
        CoreRegistry.assignDesiredImplementation(to: .live("assigned"))
        let override = CoreRegistry.live("override")
        CoreRegistry.withOverride(override) {
            #expect(CoreRegistry.shared === override)
        }
        #expect(CoreRegistry.shared.experimentLauncher.name == "assigned")
    }

    @Test("the innermost override wins and the outer one returns afterwards")
    func innermostOverrideWins() {
        let outer = CoreRegistry.live("outer")
        let inner = CoreRegistry.live("inner")
        CoreRegistry.withOverride(outer) {
            CoreRegistry.withOverride(inner) {
                #expect(CoreRegistry.shared === inner)
            }
            #expect(CoreRegistry.shared === outer)
        }
    }

    @Test("an override ends when its closure throws")
    func overrideEndsWhenClosureThrows() {
        struct Failure: Error {}
        let override = CoreRegistry.live("override")
        #expect(throws: Failure.self) {
            try CoreRegistry.withOverride(override) { throw Failure() }
        }
        #expect(CoreRegistry.shared !== override)
    }

    @Test("an override reaches child tasks but not sibling tasks")
    func overrideStaysInItsTaskTree() async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                await CoreRegistry.withOverride(.live("override")) {
                    let child = await Task { CoreRegistry.shared.experimentLauncher.name }.value
                    #expect(child == "override")
                }
            }
            group.addTask {
                for _ in 0..<100 {
                    #expect(CoreRegistry.shared.experimentLauncher.name == "mock")
                    await Task.yield()
                }
            }
        }
    }
}

/// Two tests that override the same registry differently, 50 times each, while running in parallel.
@Suite("Parallel overrides of one registry", .isolatedDependencies)
struct ParallelRegistryOverrideTests {
    @Test("the first test always sees its own override")
    func firstTestSeesItsOverride() async {
        await expectOwnOverride(named: "first")
    }

    @Test("the second test always sees its own override")
    func secondTestSeesItsOverride() async {
        await expectOwnOverride(named: "second")
    }

    @Test("the first test always sees its own isolated assignment")
    func firstTestSeesItsAssignment() async {
        await expectOwnAssignment(named: "first")
    }

    @Test("the second test always sees its own isolated assignment")
    func secondTestSeesItsAssignment() async {
        await expectOwnAssignment(named: "second")
    }

    private func expectOwnOverride(named name: String) async {
        for run in 0..<50 {
            let mine = CoreRegistry.live("\(name)-\(run)")
            await CoreRegistry.withOverride(mine) {
                await Task.yield()
                #expect(CoreRegistry.shared === mine)
                #expect(CoreRegistry.shared.experimentLauncher.name == "\(name)-\(run)")
            }
        }
    }

    private func expectOwnAssignment(named name: String) async {
        for run in 0..<50 {
            await DependencyIsolation.withFreshState {
                #expect(!CoreRegistry.hasDesiredImplementation)
                let mine = CoreRegistry.live("\(name)-\(run)")
                CoreRegistry.assignDesiredImplementation(to: mine)
                await Task.yield()
                #expect(CoreRegistry.shared === mine)
            }
        }
    }
}
