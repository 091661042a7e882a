@_spi(Testing) import DICore
import DIRegistry

extension RegistryStyle {
    var outerMessage: Support<@Sendable () throws -> String> {
        .available { Self.makeOuter().message }
    }

    func manyBindings(_ count: Int) throws -> Support<@Sendable (Int) throws -> Int> {
        .notSupported(
            "a registry is a class declared in code and `shared` finds it by its type: an app cannot register "
                + "10,000 at run time")
    }

    /// `shared` cannot throw or return `nil`, so a cycle has no way to come back as an error.
    var recoverableCycle: Support<@Sendable () throws -> String> {
        let stop = DiagnosticReporter.captureTrap { _ = CycleARegistry.shared }
        let firstLine = stop.map { String(describing: $0).prefix { $0 != "\n" } } ?? "nothing"
        return .notSupported(
            "`Registry.shared` cannot throw or return nil, so a cycle stops the process with the full diagnostic "
                + "(scenario 12): \(firstLine)")
    }

    // Each level is built by the code that needs it, from the registry in force, as registry code does.
    private static func makeInner() -> Inner { Inner(greeter: ConformanceRegistry.shared.greeter) }
    private static func makeMiddle() -> Middle { Middle(inner: makeInner()) }
    private static func makeOuter() -> Outer { Outer(middle: makeMiddle()) }
}
