import DIWrappers
import Testing

// The examples of Docs/DIToolkit.docc/LifetimesOfOverrides.md, verbatim; each block is found here as a whole by
// Tests/DICoreTests/DocumentationBlocksTests.swift.
@Suite("Lifetimes of overrides article")
struct LifetimesOfOverridesExamplesTests {
    @Test("an override reaches child tasks and is gone from the calling task after its closure")
    func closureAndChildTasks() async {
        let container = Container()
        container.bind(Logger.self, value: RemoteLogger())

        await Container.withOverrides {
            $0.bind(Logger.self, value: ConsoleLogger())
        } operation: {
            async let child = container.resolveAssert(Logger.self).name
            #expect(await child == "console")  // a child task sees the override
        }
        // live again in this task
        #expect(container.resolveAssert(Logger.self).name == "remote")
    }

    @Test("a Task {} started inside keeps the override; a detached task never had it")
    func unstructuredAndDetachedTasks() async {
        let container = Container()
        container.bind(Logger.self, value: RemoteLogger())
        let (task, detached) = Container.withOverrides {
            $0.bind(Logger.self, value: ConsoleLogger())
        } operation: {
            (
                Task { container.resolveAssert(Logger.self).name },
                Task.detached { container.resolveAssert(Logger.self).name }
            )
        }
        // started inside, so it keeps the override
        #expect(await task.value == "console")
        // a detached task starts with no overrides
        #expect(await detached.value == "remote")
    }

    @Test("a callback stored inside reads the overrides of the code that calls it")
    func callbacks() {
        let container = Container()
        container.bind(Logger.self, value: RemoteLogger())
        let callback = Container.withOverrides {
            $0.bind(Logger.self, value: ConsoleLogger())
        } operation: {
            { @Sendable in container.resolveAssert(Logger.self).name }
        }
        // called outside the scope, it reads the live binding
        #expect(callback() == "remote")
    }

    @Test("a singleton built from an override is kept by the scope and built live after it")
    func singletonsBuiltInside() {
        let container = Container()
        container.bind(Logger.self, value: RemoteLogger())
        container.bind(.singleton, to: Database.self) { container in
            Database(logger: container.resolve(Logger.self))
        }
        let inside = Container.withOverrides {
            $0.bind(Logger.self, value: ConsoleLogger())
        } operation: {
            container.resolveAssert(Database.self)
        }
        #expect(inside.logger is ConsoleLogger)
        // built live after the region
        #expect(container.resolveAssert(Database.self).logger is RemoteLogger)
    }
}
