/// Rows 34–37: what Swinject users build their containers from — modules assembled in order, one instance under
/// two types, a cycle closed through a property, and managing a container's lifetimes and bindings.
extension Scenarios {
    /// The later module's binding answers; a style with an up-front check names both modules in its report.
    static func modules(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.modules.outcome { assemble in
            let wiring = try assemble()
            guard wiring.greeting == "second" else {
                return .failed("after both modules the greeter says \"\(wiring.greeting)\", not the later one's")
            }
            guard let report = wiring.report else {
                return .observed(
                    "later wins, unreported",
                    detail: "the modules assemble in order and the later binding answers, but nothing reports that "
                        + "two modules bind the greeter")
            }
            guard report.contains("GreeterModule"), report.contains("ReplacingModule") else {
                return .failed("the check's report does not name both modules: \(ReportText.oneLine(report))")
            }
            return .passes("assembled in order; the up-front check names both modules that bind the greeter")
        }
    }

    /// Both types hand out the one kept instance, on every resolve.
    static func forwarding(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.forwarded.outcome { resolve in
            let (service, numbered) = try resolve()
            let (again, numberedAgain) = try resolve()
            guard service === numbered, again === service, numberedAgain === service else {
                return .failed("the two types handed out different instances")
            }
            return .passes("one instance under both types")
        }
    }

    /// The parent is built once and its child's parent is that parent.
    static func propertyCycle(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        let builds = BuildCounter()
        return try await style.propertyCycle(counting: builds).outcome { resolve in
            let parent = try resolve()
            guard let child = parent.child else { return .failed("the parent's child was never set") }
            guard child.parent === parent else {
                return .failed("the child holds another parent than the one resolved")
            }
            guard builds.value == 1 else { return .failed("the parent was built \(builds.value)×") }
            return .passes("the parent is built once and its child holds it")
        }
    }

    /// One instance per top-level resolve by default, a reset that reaches one binding, and nothing left after
    /// removing every binding.
    static func containerManagement(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.containerManagement.outcome { management in
            let (first, second) = try management.oneResolve()
            let (later, _) = try management.oneResolve()
            guard first === second, later !== first else {
                return .failed("the default lifetime is not one instance per top-level resolve")
            }
            guard try management.resetOne() else { return .failed("the reset did not reach exactly its binding") }
            guard try management.removeAll() else { return .failed("a binding resolved after removing every one") }
            return .passes("one instance per resolve by default; one instance reset; every binding removed")
        }
    }
}
