import DICore
import DIWiring

extension DependencyLog {
    /// The DIToolkit styles' row-47 capability: `DependencyLog.recording`, one line per entry as "node (source)".
    static var conformanceLines: Support<@Sendable (_ body: @Sendable () throws -> Void) throws -> [String]> {
        .available { body in
            try recording(body).log.entries.map { "\($0.node.id) (\($0.source.rawValue))" }
        }
    }
}

extension ReaderStyle {
    var dependencyLog: Support<@Sendable (_ body: @Sendable () throws -> Void) throws -> [String]> {
        DependencyLog.conformanceLines
    }
}

extension WrappersStyle {
    var dependencyLog: Support<@Sendable (_ body: @Sendable () throws -> Void) throws -> [String]> {
        DependencyLog.conformanceLines
    }
}

extension RegistryStyle {
    var dependencyLog: Support<@Sendable (_ body: @Sendable () throws -> Void) throws -> [String]> {
        DependencyLog.conformanceLines
    }
}

extension WorldStyle {
    var dependencyLog: Support<@Sendable (_ body: @Sendable () throws -> Void) throws -> [String]> {
        DependencyLog.conformanceLines
    }
}
