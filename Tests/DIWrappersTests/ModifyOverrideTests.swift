import DITesting
import DIWrappers
import Testing

/// A client that declares no values, so only a binding or an override answers it.
struct UndeclaredClient: Sendable {
    var name: String
}

@Suite("An override that changes part of the value in force", .isolatedDependencies)
struct ModifyOverrideTests {
    @Test(
        "a test changes one endpoint and the other keeps the declared test value",
        .dependencies { $0.modify(FileClient.self) { $0.read = { _ in "stub" } } })
    func changesOneEndpoint() {
        let client = Container.main.resolveAssert(FileClient.self)
        #expect(client.read("notes") == "stub")
        #expect(client.write("notes") == "test write notes")
    }

    @Test(
        "a binding made after the trait ran, as in a suite's init(), is what the edit starts from",
        .dependencies { $0.modify(FileClient.self) { $0.write = { _ in "stub" } } })
    func startsFromALaterBinding() {
        Container.bind(FileClient.self, value: FileClient(read: { "bound \($0)" }, write: { $0 }))
        let client = Container.main.resolveAssert(FileClient.self)
        #expect(client.read("notes") == "bound notes")
        #expect(client.write("notes") == "stub")
    }

    @Test("withOverrides edits the bound value, whichever container asks")
    func editsTheBoundValue() {
        let feature = Container(name: "feature", parent: .main)
        Container.bind(FileClient.self, value: FileClient(read: { "main \($0)" }, write: { $0 }))
        feature.bind(FileClient.self, value: FileClient(read: { "feature \($0)" }, write: { $0 }))
        let reads = Container.withOverrides {
            $0.modify(FileClient.self) { $0.write = { _ in "stub" } }
        } operation: {
            [Container.main, feature].map { container in
                let client = container.resolveAssert(FileClient.self)
                return [client.read("a"), client.write("a")]
            }
        }
        #expect(reads == [["main a", "stub"], ["feature a", "stub"]])
    }

    @Test("nested overrides compose, and the outer edit alone is in force again after the inner one")
    func nestedOverridesCompose() {
        let (inner, outer) = Container.withOverrides {
            $0.modify(FileClient.self) { $0.read = { _ in "outer read" } }
        } operation: {
            let inner = Container.withOverrides {
                $0.modify(FileClient.self) { $0.write = { _ in "inner write" } }
            } operation: {
                Container.main.resolveAssert(FileClient.self)
            }
            return (inner, Container.main.resolveAssert(FileClient.self))
        }
        #expect([inner.read("a"), inner.write("a")] == ["outer read", "inner write"])
        #expect([outer.read("a"), outer.write("a")] == ["outer read", "test write a"])
    }

    @Test("in one builder, a modify starts from the override made before it")
    func startsFromAnEarlierOverrideInTheBuilder() {
        let client = Container.withOverrides {
            $0.bind(FileClient.self, value: FileClient(read: { "override \($0)" }, write: { $0 }))
            $0.modify(FileClient.self) { $0.write = { _ in "first edit" } }
            $0.modify(FileClient.self) { $0.read = { "second edit \($0)" } }
        } operation: {
            Container.main.resolveAssert(FileClient.self)
        }
        #expect([client.read("a"), client.write("a")] == ["second edit a", "first edit"])
    }

    @Test("a modify of a type nothing answers names the type and the fix, at the modify's line")
    func nothingToModify() throws {
        let line: UInt = #line + 2
        let error = Container.withOverrides {
            $0.modify(UndeclaredClient.self) { $0.name = "edited" }
        } operation: {
            #expect(throws: DIError.self) { try Container.main.resolveThrowing(UndeclaredClient.self) }
        }
        let diagnostic = try #require(error)
        #expect(diagnostic.code == .notRegistered)
        #expect(diagnostic.summary == "DependencyOverrides.modify(UndeclaredClient.self) found no binding.")
        #expect(diagnostic.location == SourceLocation(fileID: "DIWrappersTests/ModifyOverrideTests.swift", line: line))
        #expect(
            diagnostic.fix
                == "modify starts from the value in force, and there is none: declare its values beside the type "
                + "(extension UndeclaredClient: LiveDependency { static var liveValue: UndeclaredClient { … } }), "
                + "or bind it before the read (Container.bind(UndeclaredClient.self) { _ in … }), or override it "
                + "with $0.bind(UndeclaredClient.self, value: …) before $0.modify.")
    }
}
