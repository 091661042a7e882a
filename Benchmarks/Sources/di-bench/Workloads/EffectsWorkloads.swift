import DIEffects

/// DIEffects: reading a field of the current `World`.
enum EffectsWorkloads {
    static func make() -> [Workload] {
        [
            Workload(.dependencyRead, "DIEffects World.current field access", .ditoolkit) { operations in
                for _ in 0..<operations { blackHole(World.current.uuid) }
            }
        ]
    }
}
