/// The one error type every DIToolkit style reports.
///
/// Each error has a stable ``Code``, the ``key`` involved, the resolution
/// ``path`` that led to it and the user's ``location``. Its ``description``
/// always has four parts: what happened, the facts, the rule, and how to fix it.
///
/// The named constructors (``unimplemented(_:location:fileID:line:)`` and the others) take the
/// caller's `#fileID` and `#line` as the location unless `location` is given, so an error built
/// where the problem is found — `DiagnosticReporter.report(.unimplemented("WeatherClient.forecast"))`
/// in a hand-written test value — points at that line, in its message and in the failing test's issue.
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
    ///
    /// ```swift
    /// if error.code == .notRegistered { /* offer to register it */ }
    /// print(DIError.Code.notRegistered.rawValue)  // DI001
    /// ```
    public enum Code: String, Sendable, CaseIterable {
        /// No binding, cure, registry implementation or context value exists for a key.
        ///
        /// ```swift
        /// DIError.Code.notRegistered.rawValue  // "DI001"
        /// ```
        case notRegistered = "DI001"
        /// Building a dependency needed itself again.
        ///
        /// ```swift
        /// DIError.Code.circularDependency.rawValue  // "DI002"
        /// ```
        case circularDependency = "DI002"
        /// A binding produced a value of a different type than the key promises.
        ///
        /// ```swift
        /// DIError.Code.typeMismatch.rawValue  // "DI003"
        /// ```
        case typeMismatch = "DI003"
        /// A registry received a second desired implementation.
        ///
        /// ```swift
        /// DIError.Code.registryAssignedTwice.rawValue  // "DI004"
        /// ```
        case registryAssignedTwice = "DI004"
        /// A mock implementation was handed out while running live.
        ///
        /// ```swift
        /// DIError.Code.mockVendedInLiveContext.rawValue  // "DI005"
        /// ```
        case mockVendedInLiveContext = "DI005"
        /// An identifier cannot be used as given.
        ///
        /// ```swift
        /// DIError.Code.invalidIdentifier.rawValue  // "DI006"
        /// ```
        case invalidIdentifier = "DI006"
        /// A user's factory threw.
        ///
        /// ```swift
        /// DIError.Code.factoryFailed.rawValue  // "DI007"
        /// ```
        case factoryFailed = "DI007"
        /// An unimplemented test value was called.
        ///
        /// ```swift
        /// DIError.Code.unimplemented.rawValue  // "DI008"
        /// ```
        case unimplemented = "DI008"
        /// A scope cannot hold the value it was asked to hold.
        ///
        /// ```swift
        /// DIError.Code.invalidScope.rawValue  // "DI009"
        /// ```
        case invalidScope = "DI009"
        /// A dependency that declares values per context handed out its live value in the test context.
        ///
        /// ```swift
        /// DIError.Code.noTestValue.rawValue  // "DI010"
        /// ```
        case noTestValue = "DI010"
        /// A build waited too long for another thread's build of the same binding.
        ///
        /// ```swift
        /// DIError.Code.buildWaitTimedOut.rawValue  // "DI011"
        /// ```
        case buildWaitTimedOut = "DI011"
        /// A resolution nested more builds than ``ResolutionLimits/maximumDepth``, or nearly ran out of stack.
        ///
        /// ```swift
        /// DIError.Code.resolutionTooDeep.rawValue  // "DI012"
        /// ```
        case resolutionTooDeep = "DI012"
        /// A dependency that can only be reached with `await` was resolved synchronously.
        ///
        /// ```swift
        /// DIError.Code.asyncBindingResolvedSynchronously.rawValue  // "DI013"
        /// ```
        case asyncBindingResolvedSynchronously = "DI013"
        /// A spelling kept from the library a style replaces gave a different result than that library would have.
        ///
        /// ```swift
        /// DIError.Code.migrationDifference.rawValue  // "DI014"
        /// ```
        case migrationDifference = "DI014"
        /// `LaunchEnvironment.trust()` came too late to let the launch choose the context.
        ///
        /// ```swift
        /// DIError.Code.launchEnvironmentTrustedTooLate.rawValue  // "DI015"
        /// ```
        case launchEnvironmentTrustedTooLate = "DI015"
        /// Two loaded images each carry a copy of DICore, so neither sees what is set through the other.
        ///
        /// ```swift
        /// DIError.Code.runtimeLoadedTwice.rawValue  // "DI016"
        /// ```
        case runtimeLoadedTwice = "DI016"
    }

    /// One labelled fact in the message, e.g. `Searched: main -> AppContainer`.
    ///
    /// ```swift
    /// for fact in error.facts {
    ///     print("\(fact.label): \(fact.value)")  // e.g. Searched: main -> AppContainer
    /// }
    /// ```
    public struct Fact: Sendable, Hashable {
        /// The label, e.g. `Searched`.
        ///
        /// ```swift
        /// DIError.Fact("Searched", "main -> AppContainer").label  // "Searched"
        /// ```
        public let label: String
        /// The value, e.g. `main -> AppContainer`.
        ///
        /// ```swift
        /// DIError.Fact("Searched", "main -> AppContainer").value  // "main -> AppContainer"
        /// ```
        public let value: String

        /// Creates a fact line.
        ///
        /// ```swift
        /// let fact = DIError.Fact("Searched", "main -> AppContainer")
        /// ```
        public init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    /// What kind of problem this is.
    ///
    /// ```swift
    /// #expect(error.code == .circularDependency)
    /// ```
    public let code: Code
    /// The first line: what happened, naming the call.
    ///
    /// ```swift
    /// DIError.unimplemented("Now").summary  // "Unimplemented: Now"
    /// ```
    public let summary: String
    /// The key the problem is about, if there is one.
    ///
    /// ```swift
    /// #expect(error.key == DependencyKey(Logger.self))
    /// ```
    public let key: DependencyKey?
    /// The keys being built when the problem happened, outermost first.
    ///
    /// ```swift
    /// DIError.circularDependency(cycle: [a, b, a]).path  // [a, b, a]
    /// ```
    public let path: [DependencyKey]
    /// Further facts specific to the problem (container chain, nearest keys, …).
    ///
    /// ```swift
    /// let nearest = error.facts.first { $0.label == "Nearest" }?.value
    /// ```
    public let facts: [Fact]
    /// The rule that was broken.
    ///
    /// ```swift
    /// DIError.unimplemented("Now").rule
    /// // "An unimplemented value marks a dependency the code under test must not use."
    /// ```
    public let rule: String
    /// How to fix it; rendered after "To fix, ".
    ///
    /// ```swift
    /// DIError.notRegistered(key, operation: "resolve").withFix("bind it first.").fix  // "bind it first."
    /// ```
    public let fix: String
    /// The user's call site.
    ///
    /// ```swift
    /// #expect(error.location.line == 42)
    /// ```
    public let location: SourceLocation

    /// Creates an error from its parts; prefer the named constructors such as
    /// ``notRegistered(_:operation:searched:candidates:path:fix:location:fileID:line:)``.
    ///
    /// ```swift
    /// let error = DIError(
    ///     code: .invalidIdentifier, summary: "Container.bind used an empty identifier.",
    ///     key: DependencyKey(Logger.self, identifier: ""), rule: "Identifiers must not be empty.",
    ///     fix: "pass a non-empty id", location: SourceLocation())
    /// ```
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
        self.code = code
        self.summary = summary
        self.key = key
        self.path = path
        self.facts = facts
        self.rule = rule
        self.fix = fix
        self.location = location
    }

    /// The same error with a different "To fix" text; styles use it to show their own API.
    ///
    /// ```swift
    /// throw error.withFix("bind it first, e.g. Container.bind(Logger.self, value: RemoteLogger())")
    /// ```
    public func withFix(_ fix: String) -> DIError {
        DIError(
            code: code, summary: summary, key: key, path: path, facts: facts, rule: rule, fix: fix,
            location: location)
    }

    /// The same error with `keys` prepended to its path (used while unwinding a nested build).
    ///
    /// ```swift
    /// throw error.prependingPath([DependencyKey(Database.self)])
    /// ```
    public func prependingPath(_ keys: [DependencyKey]) -> DIError {
        DIError(
            code: code, summary: summary, key: key, path: keys + path, facts: facts, rule: rule, fix: fix,
            location: location)
    }

    /// The four-part message: what happened, facts, rule, fix.
    ///
    /// ```swift
    /// print(DIError.unimplemented("Now"))  // Unimplemented: Now … To fix, give the test …
    /// ```
    public var description: String {
        var lines = [summary, ""]
        var rows: [Fact] = []
        if let key {
            rows.append(Fact("Key", key.identifier == nil ? "\(key.typeName) (no identifier)" : key.description))
        }
        if !path.isEmpty {
            rows.append(Fact("Path", path.map(\.description).joined(separator: " -> ")))
        }
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
