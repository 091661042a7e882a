/// The one error type every DIToolkit style reports.
///
/// Each error has a stable ``Code``, the ``key`` involved, the resolution ``path`` that led to it and the user's
/// ``location``; its ``description`` has four parts: what happened, the facts, the rule, and how to fix it. The
/// named constructors take the caller's `#fileID` and `#line` unless `location` is given.
///
/// ```swift
/// do {
///     let logger = try container.resolveThrowing(Logger.self)
/// } catch let error as DIError where error.code == .notRegistered {
///     print(error)  // Container.resolveThrowing(Logger.self) found no binding. …
/// }
/// ```
public struct DIError: Error, Sendable, CustomStringConvertible {
    /// A stable identifier for each kind of problem; safe to match on and to search for.
    public enum Code: String, Sendable, CaseIterable {
        /// No binding, cure, registry implementation or context value exists for a key.
        case notRegistered = "DI001"
        /// Building a dependency needed itself again.
        case circularDependency = "DI002"
        /// A binding produced a value of a different type than the key promises.
        case typeMismatch = "DI003"
        /// A registry received a second desired implementation.
        case registryAssignedTwice = "DI004"
        /// A mock implementation was handed out while running live.
        case mockVendedInLiveContext = "DI005"
        /// An identifier cannot be used as given.
        case invalidIdentifier = "DI006"
        /// A user's factory threw.
        case factoryFailed = "DI007"
        /// An unimplemented test value was called.
        case unimplemented = "DI008"
        /// A scope cannot hold the value it was asked to hold.
        case invalidScope = "DI009"
        /// A dependency that declares values per context handed out its live value in the test context.
        case noTestValue = "DI010"
        /// A build waited too long for another thread's build of the same binding.
        case buildWaitTimedOut = "DI011"
        /// A resolution nested more builds than ``ResolutionLimits/maximumDepth``, or nearly ran out of stack.
        case resolutionTooDeep = "DI012"
        /// A dependency that can only be reached with `await` was resolved synchronously.
        case asyncBindingResolvedSynchronously = "DI013"
        /// A spelling kept from the library a style replaces gave a different result than that library would have.
        case migrationDifference = "DI014"
        /// `LaunchEnvironment.trust()` came too late to let the launch choose the context.
        case launchEnvironmentTrustedTooLate = "DI015"
        /// Two loaded images each carry a copy of DICore, so neither sees what is set through the other.
        case runtimeLoadedTwice = "DI016"
        /// A dependency that declares values per context, but no preview value, was reached in a preview.
        case noPreviewValue = "DI017"
        /// A test, a preview or a launch named a scenario its set of scenarios does not have.
        case unknownScenario = "DI018"
        /// Moving virtual time went on without main-actor work, in a process whose main queue has never run anything.
        case mainQueueStalled = "DI019"
    }

    /// One labelled fact in the message, e.g. `Searched: main -> AppContainer`.
    public struct Fact: Sendable, Hashable {
        /// The label, e.g. `Searched`.
        public let label: String
        /// The value, e.g. `main -> AppContainer`.
        public let value: String

        /// Creates a fact line.
        public init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    /// What kind of problem this is.
    public let code: Code
    /// The first line: what happened, naming the call.
    public let summary: String
    /// The key the problem is about, if there is one.
    public let key: DependencyKey?
    /// The keys being built when the problem happened, outermost first.
    public let path: [DependencyKey]
    /// Further facts specific to the problem (container chain, nearest keys, …).
    public var facts: [Fact] { details.value.facts }
    /// The rule that was broken.
    public let rule: String
    /// How to fix it; rendered after "To fix, ".
    public var fix: String { details.value.fix }
    /// The user's call site.
    public let location: SourceLocation
    /// ``facts`` and ``fix``, given or found when first read.
    let details: Details

    /// Creates an error from its parts; prefer the named constructors such as
    /// ``notRegistered(_:operation:searched:candidates:path:fix:location:fileID:line:)``.
    public init(
        code: Code,
        summary: String,
        key: DependencyKey?,
        path: [DependencyKey] = [],
        facts: [Fact] = [],
        rule: String,
        fix: String,
        location: SourceLocation
    ) {
        self.init(
            code: code, summary: summary, key: key, path: path, rule: rule, location: location,
            details: Details(facts: facts, fix: fix))
    }

    /// The designated form: ``facts`` and ``fix`` as `details` holds them.
    init(
        code: Code,
        summary: String,
        key: DependencyKey?,
        path: [DependencyKey],
        rule: String,
        location: SourceLocation,
        details: Details
    ) {
        self.code = code
        self.summary = summary
        self.key = key
        self.path = path
        self.rule = rule
        self.location = location
        self.details = details
    }

    /// The same error with a different "To fix" text; styles use it to show their own API.
    public func withFix(_ fix: String) -> DIError {
        withDetails { facts, _ in (facts, fix) }
    }

    /// The same error with `keys` prepended to its path (used while unwinding a nested build).
    public func prependingPath(_ keys: [DependencyKey]) -> DIError {
        DIError(
            code: code, summary: summary, key: key, path: keys + path, rule: rule, location: location,
            details: details)
    }

    /// The same error with its facts and fix changed by `change`, when they are read.
    package func withDetails(
        _ change: @escaping @Sendable (_ facts: [Fact], _ fix: String) -> (facts: [Fact], fix: String)
    ) -> DIError {
        DIError(
            code: code, summary: summary, key: key, path: path, rule: rule, location: location,
            details: details.changed(change))
    }

    /// The four-part message: what happened, facts, rule, fix.
    public var description: String {
        var lines = [summary, ""]
        var rows: [Fact] = []
        if let key {
            rows.append(Fact("Key", key.identifier == nil ? "\(key.typeName) (no identifier)" : key.description))
        }
        if !path.isEmpty {
            rows.append(Fact("Path", path.map(\.description).joined(separator: " -> ")))
        }
        let (facts, fix) = details.value
        rows.append(contentsOf: facts)
        rows.append(Fact("Location", location.description))
        rows.append(Fact("Code", code.rawValue))
        let width = max(12, (rows.map(\.label.count).max() ?? 0) + 3)
        for row in rows {
            let label = row.label + ":"
            lines.append("  " + label + String(repeating: " ", count: width - label.count) + row.value)
        }
        lines.append("")
        lines.append(rule)
        lines.append("To fix, " + fix)
        return lines.joined(separator: "\n")
    }
}
