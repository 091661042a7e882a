/// The physical limits of an awaited resolve: `await` of an async function, with no DI at all.
///
/// Each row awaits a direct `@inline(never)` async function, not a closure: a closure stored as
/// `@Sendable () async -> Service` is called through two reabstraction thunks, which no resolve pays.
extension BaselineWorkloads {
    static let awaitedExistingLabel = "baseline: await of an async function returning an existing instance"
    static let awaitedNewLabel = "baseline: await of an async function building a new instance"

    static func awaited() -> [Workload] {
        let existing = opaque(Service())
        return [
            Workload(
                .asyncSingletonResolve, awaitedExistingLabel, .baseline,
                body: .async { operations in
                    for _ in 0..<operations { blackHole(await returnExisting(existing)) }
                }),
            Workload(
                .asyncTransientResolve, awaitedNewLabel, .baseline,
                body: .async { operations in
                    for _ in 0..<operations { blackHole(await buildNew()) }
                }),
        ]
    }
}

/// An awaited function handing back an instance that exists already.
@inline(never)
private func returnExisting(_ existing: Service) async -> Service {
    existing
}

/// An awaited function building a new instance.
@inline(never)
private func buildNew() async -> Service {
    Service()
}
