import DIEffects

/// DIEffects: reading a field of the current `World`.
enum EffectsWorkloads {
    static func make() -> [Workload] {
        [
            Workload(.dependencyRead, "DIEffects World.current field access", .ditoolkit, target: .worldField) {
                operations in
                for _ in 0..<operations { blackHoleEffect(World.current.uuid) }
            },
            // The same read handed to the generic black hole, whose reabstraction thunk (an allocation per
            // operation) the row above leaves out: what the row measured before it consumed the field as itself.
            Workload(
                .dependencyRead, "part: World.current field access + a reabstraction thunk", .reference
            ) { operations in
                for _ in 0..<operations { blackHole(World.current.uuid) }
            },
        ]
    }
}
