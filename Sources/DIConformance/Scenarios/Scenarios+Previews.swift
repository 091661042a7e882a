import DICore

/// Rows 44 and 45: previews isolated from each other, and a preview that reaches a dependency with no preview value.
extension Scenarios {
    /// What one preview changes in process-wide state, and the singletons it builds, are its own: the next preview
    /// and the process see none of it.
    static func previewIsolation(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.previewIsolation.outcome { preview in
            var checked: [String] = []
            if case .available(let probe) = style.reset {
                try await preview.run { try probe.dirty() }
                let cleanInNext = Locked(false)
                try await preview.run { try cleanInNext.withLock { $0 = try probe.isClean() } }
                guard cleanInNext.current else {
                    return .failed("the second preview saw the process-wide change the first one made")
                }
                guard try probe.isClean() else {
                    return .failed("after the previews, the process saw the change a preview made")
                }
                checked.append("process-wide state")
            }
            if case .available(let resolve) = style.singleton {
                let built = Locked<[(Service, Bool)]>([])
                for _ in 0..<2 {
                    try await preview.run {
                        let first = try resolve()
                        let again = try resolve()
                        built.withLock { $0.append((first, first === again)) }
                    }
                }
                let previews = built.current
                guard previews.allSatisfy(\.1) else {
                    return .failed("within one preview the singleton was built twice")
                }
                guard previews[0].0 !== previews[1].0 else {
                    return .failed(
                        "the second preview got the first preview's singleton (serial \(previews[1].0.serial))")
                }
                checked.append("singletons")
            }
            guard !checked.isEmpty else {
                return .notSupported(
                    "the style keeps no process-wide state and no singletons: a preview scopes its own values")
            }
            return .passes("each preview had its own \(checked.joined(separator: " and "))")
        }
    }

    /// A dependency declared with live and test values but no preview value, reached in a preview, must not go live
    /// silently: the preview is told, with a fix that gives it a preview value.
    static func previewDefault(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.previewDefault.outcome { greeting in
            let reading = try DependencyContext.withContext(.preview) { try greeting() }
            guard let report = reading.reports.first(where: { !ReportText.firstLine(of: $0).isEmpty }) else {
                return .failed("the preview got \"\(reading.value)\" and nothing was reported")
            }
            let code = ReportText.diToolkitCode(in: report)
            if let code, code != DIError.Code.noPreviewValue.rawValue {
                return .failed("reported \(code), a code that is not about a missing preview value")
            }
            guard let fix = ReportText.fix(in: report), fix.contains("preview") else {
                return .failed("reported without saying how to give the preview a value: \(ReportText.oneLine(report))")
            }
            let reported = code.map { "\($0)" } ?? "\"\(ReportText.firstLine(of: report))\""
            return .passes("the preview got \"\(reading.value)\" and was told (\(reported))")
        }
    }
}
