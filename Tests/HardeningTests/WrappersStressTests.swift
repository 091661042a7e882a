import DITesting
import DIWrappers
import Foundation
import Testing

@Suite("Stress: DIWrappers", .isolatedDependencies)
struct WrappersStressTests {
    static let tasks = 8
    static let iterations = 2_000

    @Test("8 tasks × 2,000 rounds of bind, override, resolve and unbind keep every answer consistent")
    func bindOverrideResolveReset() async {
        let parent = Container(name: "stress-parent")
        let child = Container(name: "stress-child", parent: parent)
        let singletonBuilds = Counter()
        parent.bind(.singleton, to: Tracked.self) { _ in
            singletonBuilds.next()
            return Tracked("singleton")
        }
        let failures = await Watchdog.run(watching: ProgressMeter(lanes: Self.tasks)) { progress in
            await withTaskGroup(of: Int.self) { group in
                for task in 0..<Self.tasks {
                    group.addTask { Self.churn(task: task, parent: parent, child: child, progress: progress) }
                }
                return await group.reduce(0, +)
            }
        }
        #expect(failures == 0)
        #expect(singletonBuilds.value == 1)
    }

    private static func churn(task: Int, parent: Container, child: Container, progress: ProgressMeter) -> Int {
        var failures = 0
        let singleton = child.resolveAssert(Tracked.self)
        for round in 0..<iterations {
            let id = "\(task)-\(round % 16)"
            child.bind(id: id, value: round)
            if child.resolve(Int.self, id: id) != round { failures += 1 }
            let overridden = Container.withOverrides {
                $0.bind(Int.self, id: id, value: -round)
            } operation: {
                child.resolve(Int.self, id: id)
            }
            if overridden != -round { failures += 1 }
            if child.resolveAssert(Tracked.self) !== singleton { failures += 1 }
            if round % 4 == 3 {
                child.unbind(Int.self, id: id)
                if child.isBound(Int.self, id: id) { failures += 1 }
            }
            parent.bind(.singleton, to: String.self, id: task, value: "task \(task)")
            if child.resolve(String.self, id: task) != "task \(task)" { failures += 1 }
            progress.advance(lane: task)
        }
        return failures
    }

    @Test("a singleton is built exactly once per container when 8 tasks × 500 rounds race on 4 containers")
    func singletonOncePerContainer() async {
        let containers = (0..<4).map { Container(name: "scope-\($0)") }
        let builds = containers.map { _ in Counter() }
        for (container, counter) in zip(containers, builds) {
            container.bind(.singleton, to: Tracked.self) { _ in
                counter.next()
                return Tracked()
            }
        }
        let distinct = await Watchdog.run(watching: ProgressMeter(lanes: Self.tasks)) { progress in
            await withTaskGroup(of: Set<ObjectIdentifier>.self) { group in
                for task in 0..<Self.tasks {
                    group.addTask {
                        var seen = Set<ObjectIdentifier>()
                        for round in 0..<500 {
                            seen.insert(ObjectIdentifier(containers[round % 4].resolveAssert(Tracked.self)))
                            progress.advance(lane: task)
                        }
                        return seen
                    }
                }
                return await group.reduce(into: Set<ObjectIdentifier>()) { $0.formUnion($1) }
            }
        }
        #expect(distinct?.count == 4)
        #expect(builds.map(\.value) == [1, 1, 1, 1])
    }

    @Test("Container.main, @Inject and Vaccine stay consistent under 8 tasks × 1,000 rounds")
    func mainInjectAndVaccine() async {
        Vaccine.setCure(for: Tracked.self, isUnique: true, with: Tracked("cure"))
        let failures = await Watchdog.run(watching: ProgressMeter(lanes: Self.tasks)) { progress in
            await withTaskGroup(of: Int.self) { group in
                for task in 0..<Self.tasks {
                    group.addTask {
                        var failures = 0
                        for round in 0..<1_000 {
                            Container.bind(Int.self, id: task, value: round)
                            if Container.resolve(Int.self, id: task) != round { failures += 1 }
                            let screen = InjectedScreen()
                            if screen.tracked !== Vaccine.getCure(for: Tracked.self) { failures += 1 }
                            progress.advance(lane: task)
                        }
                        return failures
                    }
                }
                return await group.reduce(0, +)
            }
        }
        #expect(failures == 0)
    }
}

/// A class with an `@Inject` property resolved from `Container.main`.
private final class InjectedScreen {
    @Inject var tracked: Tracked
}
