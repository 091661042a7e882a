import CDIAtomics

/// The region a UI-tested app's launch scenario opens for the whole process.
///
/// Task-local values cannot be set for a whole process, and an app's `main` or `App.init` cannot wrap everything
/// that runs after it, so the scenario's overrides live in one region state installed once and never freed: a task
/// with no region of its own reads it in ``TaskRegion/current``, and a region opened anywhere starts from it, like
/// from any enclosing region. Its token keeps the count of regions alive above zero for the rest of the process.
@usableFromInline
package enum LaunchScenarioRegion {
    /// The installed state and where the scenario was applied.
    private final class Installed: Sendable {
        let state: RegionState
        let scenario: String
        let location: SourceLocation

        init(state: RegionState, scenario: String, location: SourceLocation) {
            self.state = state
            self.scenario = scenario
            self.location = location
        }
    }

    /// The launch scenario's region state, if the app applied one.
    @usableFromInline
    static var state: RegionState? {
        installed?.state
    }

    private static var installed: Installed? {
        let word = cdi_launch_region_load()
        guard word != 0, let pointer = UnsafeRawPointer(bitPattern: word) else { return nil }
        return Unmanaged<Installed>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Installs `scenario` for the rest of the process, or reports that one was installed already (DI004).
    static func install(_ scenario: DependencyScenario, location: SourceLocation) -> Bool {
        var state = RegionState(overrides: DependencyOverrides(), isolation: nil)
        scenario.apply(to: &state.overrides)
        state.token = RegionToken(observer: nil)
        let candidate = Unmanaged.passRetained(
            Installed(state: state, scenario: scenario.name, location: location))
        if cdi_launch_region_install(Int(bitPattern: candidate.toOpaque())) {
            return true
        }
        candidate.release()
        if let first = installed {
            DiagnosticReporter.report(
                .launchScenarioAppliedTwice(
                    first: first.scenario, firstLocation: first.location, second: scenario.name, location: location))
        }
        return false
    }
}

extension DependencyScenarios {
    /// Applies, for the rest of the process, the scenario this launch names, and returns it; `nil` when the launch
    /// names none.
    ///
    /// A UI test names the scenario in the app's launch environment (`DITOOLKIT_SCENARIO=emptyInbox`) or arguments
    /// (`-DIToolkitScenario emptyInbox`). The launch is read only where ``LaunchEnvironment`` trusts it — a debug
    /// build, or a build that called ``LaunchEnvironment/trust(fileID:line:)`` — so a shipped app cannot be talked
    /// into a scenario. A name this set does not have is reported (`DIError.Code.unknownScenario`, listing the known
    /// names) and the app runs with none; a second call is reported (`DIError.Code.registryAssignedTwice`) and
    /// changes nothing. Call it first thing at launch, before any code reads a dependency.
    ///
    /// ```swift
    /// @main struct InboxApp: App {
    ///     init() {
    ///         AppWiring.bindAll()
    ///         AppScenarios.all.applyLaunchScenario()
    ///     }
    /// }
    /// ```
    @discardableResult
    public func applyLaunchScenario(fileID: String = #fileID, line: UInt = #line) -> DependencyScenario? {
        guard let name = nameInLaunch(LaunchFacts.current) else { return nil }
        let location = SourceLocation(fileID: fileID, line: line)
        do {
            let scenario = try named(name, fileID: fileID, line: line)
            return LaunchScenarioRegion.install(scenario, location: location) ? scenario : nil
        } catch {
            DiagnosticReporter.report(error)
            return nil
        }
    }
}
