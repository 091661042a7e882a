import DIReader
import DITesting
import Testing

/// A static-context source for the reader stress test.
private enum StressFeature: HasStaticContextStorage {
    typealias Context = StressContext
    static let contextStorage = StaticContextStorage<StressFeature, StressContext>(
        Resolver(context: StressContext(owner: -1)))
}

/// The context the stress tasks switch between.
private struct StressContext: Sendable {
    let owner: Int
}

/// A value type that gets its context per instance.
private struct StressModel: HasInstanceContext {
    typealias Context = StressContext

    var resolve = Resolver<StressModel, StressContext>(context: StressContext(owner: -1))

    var owner: Int { resolve.context.owner }
}

@Suite("Stress: DIReader", .isolatedDependencies)
struct ReaderStressTests {
    static let tasks = 8
    static let iterations = 2_000

    @Test("8 tasks × 2,000 rounds of scoped static contexts, instance contexts and readers see only their own")
    func scopedContextsStayPerTask() async {
        StressFeature.resolve = Resolver(context: StressContext(owner: 99))
        let failures = await Watchdog.run(watching: ProgressMeter(lanes: Self.tasks)) { progress in
            await withTaskGroup(of: Int.self) { group in
                for task in 0..<Self.tasks {
                    group.addTask { Self.churn(task: task, progress: progress) }
                }
                return await group.reduce(0, +)
            }
        }
        #expect(failures == 0)
        #expect(StressFeature.resolve.context.owner == 99)
    }

    private static func churn(task: Int, progress: ProgressMeter) -> Int {
        var failures = 0
        let reader = Reader<StressContext, Int> { $0.owner * 10 }
        for round in 0..<iterations {
            let owner = task * iterations + round
            withContext(StressFeature.self, StressContext(owner: owner)) {
                if StressFeature.resolve.context.owner != owner { failures += 1 }
                if reader.run(StressFeature.resolve.context) != owner * 10 { failures += 1 }
            }
            if StressFeature.resolve.context.owner != 99 { failures += 1 }
            let model = withContext(StressModel(), StressContext(owner: owner))
            if model.owner != owner { failures += 1 }
            progress.advance(lane: task)
        }
        return failures
    }
}
