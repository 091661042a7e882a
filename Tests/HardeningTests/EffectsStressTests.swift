import DIEffects
import DITesting
import Foundation
import Testing

@Suite("Stress: DIEffects", .isolatedDependencies)
struct EffectsStressTests {
    static let tasks = 8
    static let iterations = 2_000

    @Test("8 tasks × 2,000 rounds of nested withWorld, shared mocks and resets see only their own world")
    func worldsStayPerTask() async {
        let failures = await Watchdog.run(watching: ProgressMeter(lanes: Self.tasks)) { progress in
            await withTaskGroup(of: Int.self) { group in
                for task in 0..<Self.tasks {
                    group.addTask { Self.churn(task: task, progress: progress) }
                }
                return await group.reduce(0, +)
            }
        }
        #expect(failures == 0)
    }

    private static func churn(task: Int, progress: ProgressMeter) -> Int {
        var failures = 0
        for round in 0..<iterations {
            let stamp = Date(timeIntervalSince1970: Double(task * iterations + round))
            withWorld {
                $0.now = CommonDependencies.Now.constant(stamp)
            } operation: {
                if World.current.now() != stamp { failures += 1 }
                withWorld {
                    $0.locale = CommonDependencies.Locales.constant(Locale(identifier: "fr_FR"))
                } operation: {
                    if World.current.now() != stamp { failures += 1 }
                    if World.current.locale().identifier != "fr_FR" { failures += 1 }
                }
            }
            CommonDependencies.Now.nextMockedDate = stamp
            _ = CommonDependencies.Now.nextMockedDate
            if round % 100 == 0 {
                CommonDependencies.resetMocks()
            }
            progress.advance(lane: task)
        }
        return failures
    }

    @Test("one mock world hands 8 tasks × 1,000 draws of distinct UUIDs and a formatter built once")
    func mockWorldSharedByTasks() async {
        let world = World.mock()
        let outcome = await Watchdog.run(watching: ProgressMeter(lanes: Self.tasks)) { progress in
            await withTaskGroup(of: (uuids: [UUID], formatters: Set<ObjectIdentifier>).self) { group in
                for task in 0..<Self.tasks {
                    group.addTask {
                        var uuids: [UUID] = []
                        var formatters = Set<ObjectIdentifier>()
                        for _ in 0..<1_000 {
                            uuids.append(world.uuid())
                            formatters.insert(ObjectIdentifier(world.dateFormatter()))
                            progress.advance(lane: task)
                        }
                        return (uuids, formatters)
                    }
                }
                return await group.reduce(into: (uuids: Set<UUID>(), formatters: Set<ObjectIdentifier>())) {
                    $0.uuids.formUnion($1.uuids)
                    $0.formatters.formUnion($1.formatters)
                }
            }
        }
        #expect(outcome?.uuids.count == Self.tasks * 1_000)
        #expect(outcome?.formatters.count == 1)
    }
}
