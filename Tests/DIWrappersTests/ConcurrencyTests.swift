import DIWrappers
import Foundation
import Testing

@MainActor
private final class ProfileModel {
    var title = "Profile"
}

@Suite("Concurrency and actor isolation")
struct ConcurrencyTests {
    @Test("a singleton's factory runs once when 64 tasks resolve it at the same moment")
    func singletonRunsOnceUnderRace() async {
        let container = Container()
        let counter = Counter()
        container.bind(.singleton, to: Logger.self) { _ in
            counter.next()
            Thread.sleep(forTimeInterval: 0.002)
            return RemoteLogger()
        }
        let names = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<64 {
                group.addTask { ObjectIdentifier(container.resolveAssert(Logger.self) as AnyObject) }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(counter.value == 1)
        #expect(names.count == 1)
    }

    @Test("many tasks binding and resolving on parent and child containers stay consistent")
    func bindAndResolveStress() async {
        let parent = Container()
        let child = Container(parent: parent)
        parent.bind(.singleton, to: Logger.self, value: RemoteLogger())
        let failures = await withTaskGroup(of: Int.self) { group in
            for task in 0..<16 {
                group.addTask {
                    var failures = 0
                    for round in 0..<500 {
                        let id = "\(task)-\(round % 10)"
                        child.bind(id: id, value: round)
                        if child.resolve(Int.self, id: id) == nil { failures += 1 }
                        if child.resolveAssert(Logger.self).name != "remote" { failures += 1 }
                        child.bind(.singleton, to: Database.self) { container in
                            Database(logger: container.resolve(Logger.self))
                        }
                        if child.resolve(Database.self)?.logger == nil { failures += 1 }
                    }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
        #expect(child.resolve(Int.self, id: "15-9") == 499)
    }

    @Test("@Inject agrees on one instance when many tasks read a shared owner for the first time")
    func injectFirstReadRace() async {
        await Container.withFreshMain {
            Container.bind(value: UUID())
            let owner = SharedOwner()
            let seen = await withTaskGroup(of: UUID.self) { group in
                for _ in 0..<32 {
                    group.addTask { owner.uuid }
                }
                return await group.reduce(into: Set<UUID>()) { $0.insert($1) }
            }
            #expect(seen.count == 1)
        }
    }

    @Test("a @MainActor service is bound and resolved from the main actor without nonisolated workarounds")
    @MainActor
    func mainActorService() {
        let container = Container()
        container.bind(.singleton, to: ProfileModel.self) { _ in ProfileModel() }
        let model: ProfileModel = dependency(from: container)
        model.title = "Edited"
        #expect(container.resolveAssert(ProfileModel.self).title == "Edited")
        container.bind(id: "value", value: ProfileModel())
        #expect(dependency(ProfileModel.self, id: "value", from: container).title == "Profile")
    }
}

/// Copies of a struct share their `@Inject` instance, so the tasks below race on one first read.
private struct SharedOwner: Sendable {
    @Inject var uuid: UUID
}
