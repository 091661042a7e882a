import DITesting
import DIWrappers
import Testing

/// What Swift's task-local values mean for overrides and isolation, pinned so the docs stay true.
@Suite("Task-local semantics of overrides and isolation")
struct TaskLocalSemanticsTests {
    @Test("Task.detached inside an isolated test sees the process-wide Container.main, not the test's")
    func detachedTaskLeavesIsolation() async {
        let global = ObjectIdentifier(Container.main)
        let (isolated, detached) = await DependencyIsolation.withFreshState {
            let isolated = ObjectIdentifier(Container.main)
            let detached = await Task.detached { ObjectIdentifier(Container.main) }.value
            return (isolated, detached)
        }
        #expect(isolated != global)
        #expect(detached == global)
    }

    @Test("a Task {} started in an override region keeps the override after the region ends")
    func unstructuredTaskKeepsOverride() async {
        let container = Container()
        container.bind(String.self, value: "live")
        let gate = AsyncGate()
        let task = Container.withOverrides {
            $0.bind(String.self, value: "override")
        } operation: {
            Task {
                await gate.wait()
                return container.resolve(String.self)
            }
        }
        #expect(container.resolve(String.self) == "live")
        await gate.open()
        #expect(await task.value == "override")
    }
}

/// Lets a task wait until the test opens the gate.
private actor AsyncGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}
