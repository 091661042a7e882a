import DICore

/// A situation the runner checks against every style: one of the built-in ``Scenario`` cases, or your own.
///
/// Write ``check(_:)``; call ``run(against:)``. The runner calls `check` with the
/// style's live dependencies already wired into a fresh, isolated state, so your
/// scenario starts from the same place as every built-in one and can run in
/// parallel with them. Ask the style for what you need through ``StyleUnderTest``
/// and answer with one ``ScenarioOutcome``.
///
/// ```swift
/// struct GreetsTwice: ConformanceScenario {
///     let id = "greets-twice"
///     let title = "two reads agree"
///
///     func check(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
///         let first = try style.currentGreeting()
///         let second = try style.currentGreeting()
///         return first == second
///             ? .passes("both said \(first)")
///             : .failed("\(first), then \(second)")
///     }
/// }
///
/// let outcome = await GreetsTwice().run(against: StyleCatalog.all[0])
/// ```
///
/// <doc:WritingYourOwnScenario> walks through one from start to finish.
public protocol ConformanceScenario: Sendable {
    /// The command-line name, unique in one comparison (`--scenario greets-twice`).
    var id: String { get }

    /// The matrix row title: the behaviour in words.
    var title: String { get }

    /// Whether the matrix notes show what each style did even where it passed (default `false`).
    ///
    /// For scenarios that record a behaviour as well as judging it, such as a cost.
    var showsDetails: Bool { get }

    /// Checks the behaviour against `style`, whose live dependencies are wired in a fresh state.
    ///
    /// Return ``ScenarioOutcome/failed(_:)`` with what was seen when a check does not hold;
    /// a thrown error becomes a failure with the error's text.
    func check(_ style: some StyleUnderTest) async throws -> ScenarioOutcome
}

extension ConformanceScenario {
    /// Passing cells show no notes unless the scenario says otherwise.
    public var showsDetails: Bool { false }

    /// Runs the scenario against `style` in a fresh isolated state with live wiring, and never throws.
    ///
    /// The suite is test code even inside a command, so it runs in DIToolkit's `.test`
    /// context: registries hand out their mocks silently, as they do under `swift test`.
    /// The state is fresh twice over: DIToolkit's own (`DependencyIsolation`) and the
    /// style's (``StyleUnderTest/withFreshState(_:)``), so scenarios can run in parallel.
    ///
    /// ```swift
    /// let outcome = await Scenario.parallelIsolation.run(against: StyleCatalog.all[1])
    /// #expect(outcome.isAcceptable, "\(outcome.reason ?? "")")
    /// ```
    public func run(against style: some StyleUnderTest) async -> ScenarioOutcome {
        await DependencyContext.withContext(.test) {
            await DependencyIsolation.withFreshState {
                do {
                    return try await style.withFreshState {
                        try style.wireLive()
                        return try await check(style)
                    }
                } catch {
                    return .failed("threw \(error)")
                }
            }
        }
    }
}
