/// `AnyHashable` identifiers, as Fusion stored every identifier: unwrapped, so they equal the value they hold.
///
/// An identifier wrapped in `AnyHashable` names the same binding as the bare value:
/// `AnyHashable("slack")` finds a binding made with `"slack"`, and the other way round.
/// Swift 6 does not let an `AnyHashable` be passed where `Sendable` is required (its
/// conformance is explicitly unavailable, since it may hold anything), so write
/// `DependencyIdentifier(anyHashable)` where Fusion code passed one:
///
/// ```swift
/// let identifiers: [AnyHashable] = ["slack", "mail"]
/// Container.bind(Logger.self, id: DependencyIdentifier(identifiers[0]), value: SlackLogger())
/// Container.resolve(Logger.self, id: "slack")  // the SlackLogger
/// ```
///
/// `AnyHashable`'s own comparison also equates numbers of different types (`1`,
/// `1 as UInt8`, `1.0`); identifiers do not: they compare type, then value.
extension DependencyIdentifier {
    /// Wraps the value `anyHashable` holds, so the identifier equals that value's own identifier.
    ///
    /// The value is shared with every thread that resolves, so it must be a value, not a
    /// class instance, whose thread safety an `AnyHashable` cannot show: a class instance
    /// stops the process with `DIError.Code.invalidIdentifier` at this line (pass a `Sendable`
    /// class instance directly instead).
    public init(_ anyHashable: AnyHashable, fileID: String = #fileID, line: UInt = #line) {
        let held = Swift.type(of: anyHashable.base)
        if held is AnyObject.Type, held != DependencyIdentifier.self {
            Self.refuseClassInstance(of: held, location: SourceLocation(fileID: fileID, line: line))
        }
        self.init(unwrapping: anyHashable)
    }

    /// The identifier of the value an `AnyHashable` holds (itself, if it holds an identifier).
    ///
    /// `AnyHashable` is never `Sendable`, but the value it holds has the same
    /// representation as an `any Hashable & Sendable` (`Sendable` is a marker protocol,
    /// with no witness table); callers vouch that it is safe to share.
    init(unwrapping anyHashable: AnyHashable) {
        if let existing = anyHashable.base as? DependencyIdentifier {
            self = existing
            return
        }
        let held: any Hashable = anyHashable.base as? any Hashable ?? anyHashable
        // `as any Hashable` keeps the existential closed: opened, it would be cast as the concrete type.
        self.init(value: unsafeBitCast(held as any Hashable, to: (any Hashable & Sendable).self))
    }

    private static func refuseClassInstance(of type: Any.Type, location: SourceLocation) -> Never {
        let name = String(reflecting: type)
        DiagnosticReporter.trap(
            DIError(
                code: .invalidIdentifier,
                summary: "DependencyIdentifier(AnyHashable) was given an instance of the class \(name).",
                key: nil, facts: [DIError.Fact("Held type", name)],
                rule: "Identifiers are shared with every thread that resolves, so they must be Sendable; "
                    + "an AnyHashable cannot show that the class instance it holds is.",
                fix: "pass the instance itself as the identifier if \(type) is Sendable, or use a value "
                    + "(a string, an integer or an enum case) as the identifier.",
                location: location))
    }
}
