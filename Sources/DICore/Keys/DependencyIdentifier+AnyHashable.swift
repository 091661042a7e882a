/// `AnyHashable` identifiers, as Fusion stored every identifier: unwrapped, so they equal the value they hold.
///
/// `AnyHashable("slack")` names the binding made with `"slack"`, and the other way round. Swift 6 does not let an
/// `AnyHashable` be passed where `Sendable` is required, so write `DependencyIdentifier(anyHashable)` where Fusion
/// code passed one. Unlike `AnyHashable`, identifiers never equate numbers of different types (`1`, `1 as UInt8`).
extension DependencyIdentifier {
    /// Wraps the value `anyHashable` holds, so the identifier equals that value's own identifier.
    ///
    /// A class instance stops the process with `DI006` at this line: an `AnyHashable` cannot show that it is safe
    /// to share with every thread that resolves (pass a `Sendable` instance directly instead).
    public init(_ anyHashable: AnyHashable, fileID: String = #fileID, line: UInt = #line) {
        let held = Swift.type(of: anyHashable.base)
        if held is AnyObject.Type, held != DependencyIdentifier.self {
            Self.refuseClassInstance(of: held, location: SourceLocation(fileID: fileID, line: line))
        }
        self.init(unwrapping: anyHashable)
    }

    /// The identifier of the value an `AnyHashable` holds (itself, if it holds an identifier).
    ///
    /// `AnyHashable` is never `Sendable`, but what it holds has the layout of an `any Hashable & Sendable`
    /// (`Sendable` has no witness table); callers vouch that it is safe to share.
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
