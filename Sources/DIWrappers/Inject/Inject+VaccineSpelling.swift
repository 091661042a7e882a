/// Vaccine's spelling of `@Inject` in a ``Containerized`` class: the one place where Vaccine and Fusion disagree.
extension Inject {
    /// Vaccine's resolve in the wrapper's initialiser: from ``Container/main``, stopping with a Vaccine fix if unset.
    static func resolveAtCreation(_ key: DependencyKey, location: SourceLocation) -> Value {
        do {
            return try Container.main.require(
                key, as: Value.self, operation: "@Inject of \(Container.callDescription(of: key))", location: location)
        } catch let error as DIError where error.code == .notRegistered && error.key == key {
            let type = String(describing: key.serviceType)
            DiagnosticReporter.trap(
                error.withFix(
                    "set the cure before the owner is created, e.g. at launch: Vaccine.setCure(for: \(type).self, "
                        + "with: …), or bind it: Container.bind(\(type).self) { container in … }."))
        } catch {
            DiagnosticReporter.trap(Container.diagnostic(for: error, key: key, location: location))
        }
    }

    /// Reports `DI014` when Vaccine's spelling resolved from `main` for an owner that reads from another container.
    ///
    /// Vaccine's `@Inject(T.self)` resolves when its owner is created, before Swift hands
    /// the wrapper its owner, so it can only read ``Container/main`` (Vaccine's one store).
    /// Fusion's `@Inject var` in a ``Containerized`` class reads the owner's container. Mixing
    /// the two would silently hand out `main`'s instance; the first read says so instead.
    func reportIfNotFrom(_ container: Container, owner: Any.Type) {
        guard container !== Container.main else { return }
        let call = Container.callDescription(of: key)
        let property = "@Inject(\(call))"
        DiagnosticReporter.report(
            .migrationDifference(
                key,
                summary: "\(property) in \(String(reflecting: owner)) resolved from Container.main when its owner "
                    + "was created, not from the owner's container \"\(container.name)\".",
                library: "Vaccine",
                there: "@Inject(T.self) resolves when its owner is created, from the one store Vaccine has",
                here: "the same, from Container.main; only Fusion's @Inject var reads a Containerized owner's "
                    + "container",
                fix: "declare it Fusion's way, @Inject var name: \(String(describing: key.serviceType)), to resolve "
                    + "from \(String(describing: owner))'s container on first read.",
                location: location))
    }
}
