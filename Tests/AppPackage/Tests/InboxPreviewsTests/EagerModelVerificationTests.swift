import DITesting
import DIWrappers
import InboxApp
import Testing

/// `verify(consumers:)` from an app team's package, with a model that resolves its dependencies in its `init`.
@Suite("Verifying a model that resolves in its init")
struct EagerModelVerificationTests {
    @Test(
        "verify(consumers:) reports the store the inbox model resolves in its init when nothing binds it, and goes on",
        .isolatedDependencies)
    func missingStoreIsAProblemAtTheModelsLine() async {
        let report = await Container.main.verify(consumers: { InboxModel() })
        #expect(!report.isValid)
        #expect(report.problems.map(\.code) == [.notRegistered])
        #expect(report.problems.first?.location.fileID == "InboxApp/Inbox.swift")
    }

    @Test("once the wiring binds the store, the same verification is valid", .isolatedDependencies)
    func wiredModelIsValid() async {
        wireInbox()
        let report = await Container.main.verify(consumers: { InboxModel() })
        #expect(report.isValid, "\(report)")
    }
}
