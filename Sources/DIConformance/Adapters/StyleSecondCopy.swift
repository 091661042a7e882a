import DICore

extension Reading {
    /// The DIToolkit styles' row-48 capability: the first use runs with DIToolkit's reports collected.
    static var collectingFirstUseReports:
        Support<@Sendable (_ firstUse: @Sendable () async throws -> String) async throws -> Reading<String>>
    {
        .available { firstUse in
            let (value, reports) = try await DiagnosticReporter.collectReports { try await firstUse() }
            return Reading<String>(value, reports: reports.map(\.description))
        }
    }
}

extension ReaderStyle {
    var secondCopyReports:
        Support<@Sendable (_ firstUse: @Sendable () async throws -> String) async throws -> Reading<String>>
    { Reading<String>.collectingFirstUseReports }
}

extension WrappersStyle {
    var secondCopyReports:
        Support<@Sendable (_ firstUse: @Sendable () async throws -> String) async throws -> Reading<String>>
    { Reading<String>.collectingFirstUseReports }
}

extension RegistryStyle {
    var secondCopyReports:
        Support<@Sendable (_ firstUse: @Sendable () async throws -> String) async throws -> Reading<String>>
    { Reading<String>.collectingFirstUseReports }
}

extension WorldStyle {
    var secondCopyReports:
        Support<@Sendable (_ firstUse: @Sendable () async throws -> String) async throws -> Reading<String>>
    { Reading<String>.collectingFirstUseReports }
}
