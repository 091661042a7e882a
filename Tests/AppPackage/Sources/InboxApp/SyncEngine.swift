import DIWrappers

/// The inbox's sync engine: one for the whole process, kept in the app's own container rather than `Container.main`.
public final class SyncEngine: Sendable {
    /// Where it syncs from: the server, fixtures, sample data, or what a UI test's launch asked for.
    public let source: String

    init(source: String) {
        self.source = source
    }
}

/// The inbox feature's own services, as a feature module keeps them beside `Container.main`.
public let inboxServices: Container = {
    let container = Container(name: "inbox services")
    container.bind(
        .singleton, to: SyncEngine.self,
        live: { _ in SyncEngine(source: "server") },
        test: { _ in SyncEngine(source: "fixtures") },
        preview: { _ in SyncEngine(source: "samples") },
        launch: [.on(.argument("-offlineSync")) { _ in SyncEngine(source: "offline") }])
    return container
}()
