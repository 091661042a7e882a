/// The outcome of ``Container/verify(consumers:fileID:line:)-708cc``: every binding checked, every problem found,
/// and what could not be checked.
///
/// ```swift
/// @Test func everyBindingResolves() async {
///     let report = await AppContainer.make().verify()
///     #expect(report.isValid, "\(report)")
/// }
/// ```
public struct ContainerVerification: Sendable, CustomStringConvertible {
    /// A dependency the verification knows of but could not check, and how to check it.
    public struct Unchecked: Sendable, Hashable, CustomStringConvertible {
        /// The key that was not checked.
        public let key: DependencyKey
        /// Why, e.g. `bound with an async factory`.
        public let reason: String
        /// What checks it, e.g. `await container.verify() runs it`.
        public let fix: String

        /// `MyApp.Database: bound with an async factory; await container.verify() runs it`.
        public var description: String {
            "\(key): \(reason); \(fix)"
        }
    }

    /// The keys that were built, in the order they were checked.
    ///
    /// ```swift
    /// #expect(report.checkedKeys.count == 12)
    /// ```
    public let checkedKeys: [DependencyKey]

    /// Every problem found: a build that failed (missing dependency, cycle, throwing factory), a consumer's
    /// property that reads nothing, and anything reported while the builds ran (a registry's mock handed out).
    ///
    /// ```swift
    /// #expect(report.problems.map(\.code) == [.notRegistered])
    /// ```
    public let problems: [DIError]

    /// The dependencies that could not be checked: `async` bindings in a synchronous verification,
    /// `@MainActor` ones off the main actor, and consumers' properties that read a container this
    /// verification does not cover.
    ///
    /// ```swift
    /// #expect(report.notChecked.isEmpty, "\(report)")
    /// ```
    public let notChecked: [Unchecked]

    /// The consumer types whose `@Inject` properties were checked, e.g. `MyApp.GreetingViewModel`.
    public let consumers: [String]

    /// What the builds resolved, as a wiring report: every binding, who resolved whom, and the problems.
    ///
    /// The same report as `Container.wiringReport()`, from this verification's own builds.
    ///
    /// ```swift
    /// let verification = await Container.main.verify()
    /// print(verification.wiring.text)
    /// ```
    public let wiring: WiringReport

    init(
        checkedKeys: [DependencyKey], problems: [DIError], notChecked: [Unchecked], consumers: [String],
        wiring: WiringReport
    ) {
        self.checkedKeys = checkedKeys
        self.problems = problems
        self.notChecked = notChecked
        self.consumers = consumers
        self.wiring = wiring
    }

    /// Whether every binding was built without a problem and nothing was left unchecked.
    ///
    /// ```swift
    /// #expect(await container.verify().isValid)
    /// ```
    public var isValid: Bool {
        problems.isEmpty && notChecked.isEmpty
    }

    /// A summary line, every problem's full message, what was not checked, and which consumers were read.
    ///
    /// ```swift
    /// #expect(report.isValid, "\(report)")  // a failing test prints every problem
    /// ```
    public var description: String {
        var sections: [String]
        if isValid {
            sections = ["Container verification passed: \(checkedKeys.count) bindings resolved."]
        } else if problems.isEmpty {
            sections = [
                "Container verification is incomplete: \(checkedKeys.count) bindings, \(notChecked.count) not checked."
            ]
        } else {
            sections = [
                "Container verification found \(problems.count) problem(s) in \(checkedKeys.count) bindings."
            ]
            sections += problems.map(\.description)
        }
        if !notChecked.isEmpty {
            sections.append((["Not checked:"] + notChecked.map { "  \($0)" }).joined(separator: "\n"))
        }
        if consumers.isEmpty {
            sections.append(
                "Consumers: none named, so no @Inject property was checked; name the types that read dependencies "
                    + "(view models, screens) with verify(consumers:).")
        } else {
            sections.append("Consumers checked: \(consumers.joined(separator: ", ")).")
        }
        return sections.joined(separator: "\n\n")
    }
}
