/// The result of one scenario against one style: exactly one of five outcomes.
///
/// ```swift
/// let outcome = await Scenario.singletonIdentity.run(against: StyleCatalog.all[1])
/// if case .failed(let message) = outcome { print(message) }
/// ```
public enum ScenarioOutcome: Sendable, Equatable {
    /// The scenario ran and every check held; the detail says what was observed.
    case passes(String)
    /// The compiler rules the situation out; the reason explains how.
    case compileTime(String)
    /// The style has nothing built in for the scenario; the reason says why and what to write yourself instead
    /// (the matrix shows `—`).
    case notSupported(String)
    /// A check failed; the message says which and what was seen.
    case failed(String)
    /// The scenario recorded what the style did where styles legitimately differ: `cell` is the short
    /// observation the matrix cell shows (`"live, DI010"`), `detail` says it in a sentence for the notes.
    case observed(String, detail: String)

    /// Whether the outcome is acceptable in the matrix (anything but a failure).
    public var isAcceptable: Bool {
        if case .failed = self { return false }
        return true
    }

    /// The matrix symbol: `✓`, `compile-time`, `—`, `✗`, or an observed outcome's short text.
    public var symbol: String {
        switch self {
        case .observed(let cell, _): cell
        case .passes: "✓"
        case .compileTime: "compile-time"
        case .notSupported: "—"
        case .failed: "✗"
        }
    }

    /// Whether the cell is `—` only because the adapter leaves the capability out (a default of the contract),
    /// not because the style's design rules the scenario out.
    ///
    /// ```swift
    /// #expect(!outcome.isNotAdapted, "adapt \(scenario.id) for \(style.name)")
    /// ```
    public var isNotAdapted: Bool {
        if case .notSupported(let reason) = self { return reason.hasPrefix(Self.notAdaptedPrefix) }
        return false
    }

    /// How the reason of every "not adapted" cell starts.
    static let notAdaptedPrefix = "not adapted: "

    /// The explanation shown for every non-✓ cell.
    public var reason: String? {
        switch self {
        case .passes: nil
        case .compileTime(let reason), .notSupported(let reason), .failed(let reason), .observed(_, let reason): reason
        }
    }
}

extension Support {
    /// The outcome the style declared instead of an operation (a pass-through of its reason).
    var declinedOutcome: ScenarioOutcome {
        switch self {
        case .available: .failed("the style offers this capability, but the scenario treated it as declined")
        case .compileTime(let reason): .compileTime(reason)
        case .notSupported(let reason): .notSupported(reason)
        }
    }

    /// Runs `body` for an available operation, or turns the declared reason into an outcome.
    func outcome(_ body: (Operation) async throws -> ScenarioOutcome) async -> ScenarioOutcome {
        switch self {
        case .available(let operation):
            do {
                return try await body(operation)
            } catch {
                return .failed("threw \(error)")
            }
        case .compileTime(let reason):
            return .compileTime(reason)
        case .notSupported(let reason):
            return .notSupported(reason)
        }
    }
}
