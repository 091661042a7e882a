import DIEffects
import DITesting
import DIWrappers
import Foundation
import Testing

// The examples of the DIEffects catalog (the module page and "Testing with worlds") and of DITesting's module
// page, verbatim. Each block marked
// `<!-- compiled: Tests/DIEffectsTests/ArticleExamples/EffectsArticleExamplesTests.swift -->` is found here as a
// whole by Tests/DICoreTests/DocumentationBlocksTests.swift.

/// The module page's model: everything it may touch comes in with its world.
struct ProfileModel {
    let world: World
}

/// "Testing with worlds"' code under test: greets in the language of the world's locale.
struct Greeter {
    let world: World

    func greeting() -> String {
        world.locale().identifier.hasPrefix("de") ? "Hallo" : "Hello"
    }
}

@Suite("DIEffects and DITesting article examples")
struct EffectsArticleExamplesTests {
    @Test("the module page builds a model from a mock world with a fixed date and a 404 session")
    func modulePage() {
        var world = World.mock()
        world.now = CommonDependencies.Now.constant(Date(timeIntervalSince1970: 1234))
        world.urlSession = CommonDependencies.URLSessions.mock {
            .http404(from: $0.url!)
        }
        let model = ProfileModel(world: world)
        #expect(model.world.now() == Date(timeIntervalSince1970: 1234))
    }

    @Test func greetsInGerman() {
        let locale = Mocked(CommonDependencies.Locales.usa)
        var world = World.mock()
        world.locale = CommonDependencies.Locales.mock(locale)
        locale.next = CommonDependencies.Locales.germany
        #expect(Greeter(world: world).greeting() == "Hallo")
    }

    @Test("withWorld scopes a date to the receipt made inside it")
    func ambientWorld() {
        struct Stamp {
            let date: Date
        }
        enum Receipt {
            static func make() -> Stamp { Stamp(date: World.current.now()) }
        }
        withWorld {
            $0.now = CommonDependencies.Now.constant(.distantPast)
        } operation: {
            #expect(Receipt.make().date == .distantPast)
        }
    }

    @Test("a world prepared in a test's fresh state is the world its code reads", .isolatedDependencies)
    func preparedWorld() {
        struct Stamp {
            let date: Date
        }
        enum Receipt {
            static func make() -> Stamp { Stamp(date: World.current.now()) }
        }
        prepareWorld {
            $0.now = CommonDependencies.Now.constant(.distantPast)
        }
        #expect(Receipt.make().date == .distantPast)
    }

    @Test("a test clock wakes its sleeper when advanced past the deadline")
    func testClock() async throws {
        let clock = TestClock()
        let task = Task { try await clock.sleep(for: .seconds(5)) }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        try await task.value
    }

    @Test("a loop that sleeps on a test scheduler, with awaited work between sleeps, is followed by its clock")
    func schedulerSleepLoop() async throws {
        let testScheduler = TestScheduler()
        let scheduler = testScheduler.scheduler
        let polls = Task {
            var count = 0
            for _ in 1...3 {
                try await scheduler.sleep(for: .seconds(1))
                await Task.yield()  // the awaited work of a poll
                count += 1
            }
            return count
        }
        await testScheduler.clock.waitForSleepers(1)
        await testScheduler.clock.advance(by: .seconds(3))
        #expect(try await polls.value == 3)
    }

    @Test(
        "a new entry is stamped with the test's date",
        .dependencies {
            $0.bind((any Logger).self, value: SilentLogger())
            $0.world.now = CommonDependencies.Now.constant(epoch)
        })
    func stampsTheEntryWithTheTestsDate() {
        #expect(Journal().newEntry("Hello").date == epoch)
    }
}
