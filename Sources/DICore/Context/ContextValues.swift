/// A value declared for one ``LaunchCondition``, beside a dependency's `live`, `test` and `preview` values.
///
/// Every style picks among one dependency's declared values in the same order, the first that applies winning:
/// 1. a value whose launch argument or environment value is met (in a trusted launch), in declaration order;
/// 2. the `preview` value, in a preview;
/// 3. the `test` value, in a test;
/// 4. a `.simulator` or `.device` value whose condition is met, in declaration order;
/// 5. the `.debug` value, in a debug build;
/// 6. the `live` value.
///
/// A test that reaches a dependency with no `test` value reports `DIError.Code.noTestValue` whichever of 4–6
/// it gets: those values stand in for the live one, and a test that reads them is not isolated from them.
///
/// ```swift
/// container.bind(
///     (any Inbox).self,
///     live: { _ in RemoteInbox() },
///     launch: [
///         .on(.argument("-mockEmptyInbox")) { _ in EmptyInbox() },
///         .on(.debug) { _ in LoggingInbox() },
///     ])
/// ```
public struct LaunchValue<Value> {
    /// When the value applies.
    public let condition: LaunchCondition
    /// The value, or the factory that makes it.
    public let value: Value

    /// `value` for `condition`: Factory's `onArg`, `onDebug`, `onSimulator` and `onDevice`.
    public static func on(_ condition: LaunchCondition, _ value: Value) -> LaunchValue {
        LaunchValue(condition: condition, value: value)
    }
}

extension LaunchValue: Sendable where Value: Sendable {}

/// One dependency's values per context and launch condition, and the one order in which every style picks one
/// (see ``LaunchValue``).
package struct ContextValues<Value> {
    package let live: Value
    package let test: Value?
    package let preview: Value?
    /// The launch values in the order they are tried: those that outrank the context first, then the rest by rank,
    /// each group in declaration order.
    package let launch: [LaunchValue<Value>]

    package init(live: Value, test: Value?, preview: Value?, launch: [LaunchValue<Value>]) {
        self.live = live
        self.test = test
        self.preview = preview
        self.launch = launch.enumerated()
            .sorted { ($0.element.condition.rank, $0.offset) < ($1.element.condition.rank, $1.offset) }
            .map(\.element)
    }

    /// The value the current task reads in `context`.
    ///
    /// A pick that a region's context or simulated launch made differently from the process marks the builds in
    /// progress as the region's (``ResolutionStack/markRegionChoice(_:processChoice:)``), so what they build from it
    /// is dropped with the region; the process's own pick marks them as picked, so such a region builds its own.
    package func choice(in context: DependencyContext = .current) -> ContextChoice<Value> {
        let chosen = choice(in: context, launch: LaunchFacts.current)
        // Only the live value declared: every context and launch picks it, so there is nothing to mark.
        if test != nil || preview != nil || !launch.isEmpty {
            ResolutionStack.markRegionChoice(chosen.source) {
                choice(in: .detected, launch: .process).source
            }
        }
        return chosen
    }

    /// The value a task reads in `context` and `facts`.
    private func choice(in context: DependencyContext, launch facts: LaunchFacts) -> ContextChoice<Value> {
        let lacksValue = (context == .test && test == nil) || (context == .preview && preview == nil)
        guard !launch.isEmpty else {
            return context.declaredValue(of: self) ?? ContextChoice(live, .live, in: context, lacksValue: lacksValue)
        }
        let met = launch.first { $0.condition.isMet(in: facts) }
        if let met, met.condition.rank == 0 {
            return ContextChoice(met.value, .launch(met.condition), in: context, lacksValue: false)
        }
        if let declared = context.declaredValue(of: self) {
            return declared
        }
        if let met {
            return ContextChoice(met.value, .launch(met.condition), in: context, lacksValue: lacksValue)
        }
        return ContextChoice(live, .live, in: context, lacksValue: lacksValue)
    }
}

extension ContextValues: Sendable where Value: Sendable {}

/// The value ``ContextValues/choice(in:)`` picked, and why.
package struct ContextChoice<Value> {
    /// Which declared value was picked.
    package enum Source: Equatable {
        case live, test, preview
        case launch(LaunchCondition)
    }

    package let value: Value
    package let source: Source
    /// Whether a test read a dependency that declares no test value: the style reports
    /// `DIError.Code.noTestValue` its own way (once per test, naming where the dependency is declared).
    package let lacksTestValue: Bool
    /// Whether a preview read a dependency that declares no preview value: the style reports
    /// `DIError.Code.noPreviewValue` its own way.
    package let lacksPreviewValue: Bool

    init(_ value: Value, _ source: Source, in context: DependencyContext, lacksValue: Bool) {
        self.value = value
        self.source = source
        self.lacksTestValue = lacksValue && context == .test
        self.lacksPreviewValue = lacksValue && context == .preview
    }

    /// What the value was, for a report of a test or preview that got it: `live value`, `debug value`.
    package var handedOut: String {
        switch source {
        case .live: "live value"
        case .test: "test value"
        case .preview: "preview value"
        case .launch(let condition): "value for \(condition)"
        }
    }
}

extension DependencyContext {
    /// The preview value in a preview, the test value in a test, if declared.
    fileprivate func declaredValue<Value>(of values: ContextValues<Value>) -> ContextChoice<Value>? {
        switch self {
        case .live: nil
        case .preview: values.preview.map { ContextChoice($0, .preview, in: self, lacksValue: false) }
        case .test: values.test.map { ContextChoice($0, .test, in: self, lacksValue: false) }
        }
    }
}
