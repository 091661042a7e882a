/// The outcome of ``Container/verify(fileID:line:)``: every binding checked, every problem found.
///
/// ```swift
/// @Test func everyBindingResolves() {
///     let report = AppContainer.make().verify()
///     #expect(report.isValid, "\(report)")
/// }
/// ```
public struct ContainerVerification: Sendable, CustomStringConvertible {
    /// The keys that were resolved, in the order they were checked.
    ///
    /// ```swift
    /// #expect(report.checkedKeys.count == 12)
    /// ```
    public let checkedKeys: [DependencyKey]

    /// One error per binding that could not be built: missing dependency, cycle, or throwing factory.
    ///
    /// ```swift
    /// #expect(report.problems.map(\.code) == [.notRegistered])
    /// ```
    public let problems: [DIError]

    /// What the builds resolved, as a wiring report: every binding, who resolved whom, and the problems.
    ///
    /// The same report as `Container.wiringReport()`, from this verification's own builds.
    ///
    /// ```swift
    /// let verification = Container.main.verify()
    /// print(verification.wiring.text)
    /// ```
    public let wiring: WiringReport

    /// Whether every binding could be built.
    ///
    /// ```swift
    /// #expect(container.verify().isValid)
    /// ```
    public var isValid: Bool {
        problems.isEmpty
    }

    /// A summary line, then every problem's full message.
    ///
    /// ```swift
    /// #expect(report.isValid, "\(report)")  // a failing test prints every problem
    /// ```
    public var description: String {
        guard !problems.isEmpty else {
            return "Container verification passed: \(checkedKeys.count) bindings resolved."
        }
        let header =
            "Container verification found \(problems.count) problem(s) in \(checkedKeys.count) bindings."
        return ([header] + problems.map(\.description)).joined(separator: "\n\n")
    }
}
