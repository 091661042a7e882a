/// The optional name that tells two bindings of one type apart.
///
/// Any `Hashable & Sendable` value can be an identifier. Two identifiers are
/// equal only when they have the same type *and* compare equal, so `1` (an
/// `Int`) and `1 as UInt8` name different bindings, and values whose hashes
/// collide never alias. An `AnyHashable` is unwrapped to the value it holds
/// (see ``init(_:fileID:line:)``), so `AnyHashable("slack")` equals `"slack"`.
///
/// ```swift
/// let slack = DependencyIdentifier("slack")
/// let key = DependencyKey(Logger.self, identifier: "slack")
/// assert(key.identifier == slack)
/// ```
public struct DependencyIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The value the user passed as `id:`.
    ///
    /// ```swift
    /// DependencyIdentifier("slack").base as? String  // "slack"
    /// ```
    public let base: any Hashable & Sendable

    /// Wraps `base`; passing a `DependencyIdentifier` returns it unchanged.
    ///
    /// ```swift
    /// let slack = DependencyIdentifier("slack")
    /// ```
    public init(_ base: any Hashable & Sendable) {
        // The common identifier types cannot hold a DependencyIdentifier: skip the dynamic cast (a
        // registration's largest single cost), which would otherwise look inside AnyHashable, Optional, ….
        let baseType = type(of: base)
        if baseType == String.self || baseType == Int.self {
            self.base = base
        } else if baseType == AnyHashable.self, let anyHashable = base as? AnyHashable {
            // Only Swift 5 code can pass an AnyHashable here (Swift 6 rejects it as not Sendable).
            self = DependencyIdentifier(unwrapping: anyHashable)
        } else if let existing = base as? DependencyIdentifier {
            self = existing
        } else {
            self.base = base
        }
    }

    /// Compares type first, then value.
    ///
    /// ```swift
    /// DependencyIdentifier(1) == DependencyIdentifier(1 as UInt8)  // false: different types
    /// ```
    public static func == (lhs: DependencyIdentifier, rhs: DependencyIdentifier) -> Bool {
        func isEqual<Base: Hashable>(_ left: Base) -> Bool {
            guard let right = rhs.base as? Base else { return false }
            return left == right
        }
        guard type(of: lhs.base) == type(of: rhs.base) else { return false }
        return isEqual(lhs.base)
    }

    /// Hashes the identifier's type and value.
    ///
    /// ```swift
    /// let names: Set = [DependencyIdentifier("slack"), DependencyIdentifier("mail")]
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        hasher.combine(base)
    }

    /// Strings are quoted (`"slack"`); other values use `String(reflecting:)`.
    ///
    /// ```swift
    /// DependencyIdentifier("slack").description  // "\"slack\""
    /// DependencyIdentifier(42).description  // "42"
    /// ```
    public var description: String {
        if let string = base as? String {
            return "\"\(string)\""
        }
        return String(reflecting: base)
    }
}
