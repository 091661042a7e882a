/// The physical limits of an awaited resolve: `await` of an async function, with no DI at all.
extension BaselineWorkloads {
    static let awaitedExistingLabel = "baseline: await of an async function returning an existing instance"
    static let awaitedNewLabel = "baseline: await of an async function building a new instance"

    static func awaited() -> [Workload] {
        let existing = Service()
        let existingFunction: @Sendable () async -> Service = { existing }
        let newFunction: @Sendable () async -> Service = { Service() }
        let returnExisting = opaque(existingFunction)
        let buildNew = opaque(newFunction)
        return [
            Workload(
                .asyncSingletonResolve, awaitedExistingLabel, .baseline,
                body: .async { operations in
                    for _ in 0..<operations { blackHole(await returnExisting()) }
                }),
            Workload(
                .asyncTransientResolve, awaitedNewLabel, .baseline,
                body: .async { operations in
                    for _ in 0..<operations { blackHole(await buildNew()) }
                }),
        ]
    }
}
