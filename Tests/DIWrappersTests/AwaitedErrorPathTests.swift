import DICore
import DIWrappers
import Foundation
import Testing

/// The three levels of an awaited chain whose innermost step goes wrong.
private final class Report: Sendable {}
private final class Inbox: Sendable {}
private final class Mailbox: Sendable {}
/// Bound with an `async` factory, so a synchronous resolve of it is `DI013`.
private final class Attachment: Sendable {}

/// An error thrown inside an awaited build names the builds that led to it, as a synchronous build's does: the
/// current task's awaited builds, outermost first, then the synchronous ones on this thread.
@Suite("Paths of errors inside awaited builds")
struct AwaitedErrorPathTests {
    /// `Report` (with `scope`) awaits `Inbox`, an async transient whose factory runs `inner`.
    private func chain(outerScope scope: Scope, inner: @escaping @Sendable (Container) async throws -> Void)
        -> Container
    {
        let container = Container(name: "AwaitedPaths")
        container.bind(scope, to: Report.self) { container in
            _ = try await container.resolveAsync(Inbox.self)
            return Report()
        }
        container.bind(Inbox.self) { container in
            try await inner(container)
            return Inbox()
        }
        container.bind(Attachment.self) { _ async in Attachment() }
        return container
    }

    /// The error resolving `Report` from `container` throws.
    private func error(resolvingReportFrom container: Container) async throws -> DIError {
        try await #require(throws: DIError.self) { try await container.resolveAsync(Report.self) }
    }

    @Test(
        "a missing dependency inside an awaited build reports the awaited path that led to it",
        arguments: [Scope.transient, .singleton, .graph])
    func missingDependencyHasTheAwaitedPath(outerScope: Scope) async throws {
        let container = chain(outerScope: outerScope) { container in
            _ = try await container.resolveAsync(Mailbox.self)
        }
        let error = try await error(resolvingReportFrom: container)
        #expect(error.code == .notRegistered)
        #expect(error.key == DependencyKey(Mailbox.self))
        #expect(error.path == [DependencyKey(Report.self), DependencyKey(Inbox.self)])
    }

    @Test(
        "a synchronous resolve of an async binding inside an awaited build reports DI013 with the awaited path",
        arguments: [Scope.transient, .singleton])
    func awaitRequiredHasTheAwaitedPath(outerScope: Scope) async throws {
        let container = chain(outerScope: outerScope) { container in
            _ = try container.resolveThrowing(Attachment.self)
        }
        let error = try await error(resolvingReportFrom: container)
        #expect(error.code == .asyncBindingResolvedSynchronously)
        #expect(error.path == [DependencyKey(Report.self), DependencyKey(Inbox.self), DependencyKey(Attachment.self)])
    }

    @Test(
        "a failing factory inside an awaited build reports the path being built, ending with its own key",
        arguments: [Scope.transient, .singleton])
    func failingFactoryHasTheAwaitedPath(outerScope: Scope) async throws {
        let container = chain(outerScope: outerScope) { _ in throw FactoryFailure() }
        let error = try await error(resolvingReportFrom: container)
        #expect(error.code == .factoryFailed)
        #expect(error.path == [DependencyKey(Report.self), DependencyKey(Inbox.self)])
    }

    @Test("the awaited path read on a thread that runs no task is empty")
    func awaitedPathOutsideTasksIsEmpty() async {
        let path = await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: AsyncResolution.currentPath) }
        }
        #expect(path.isEmpty)
    }
}
