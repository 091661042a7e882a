/// The optional name that tells two bindings of one type apart.
///
/// Any `Hashable & Sendable` value can be one. Two identifiers are equal only when they have the same type *and*
/// compare equal (`1` and `1 as UInt8` name different bindings); an `AnyHashable` is unwrapped to what it holds.
///
/// ```swift
/// let slack = DependencyIdentifier("slack")
/// let key = DependencyKey(Logger.self, identifier: "slack")
/// assert(key.identifier == slack)
/// ```
public struct DependencyIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// Which of the stored fields holds the identifier's value.
    @usableFromInline
    package enum Kind: UInt8, Sendable {
        case string
        case integer
        /// Any other identifier type (an enum case, a `UUID`, …), in ``other``.
        case other
    }

    // Strings and integers, the common identifiers, are stored as themselves, in plain fields rather than
    // an enum with payloads or an existential, so comparing, hashing and copying a key is inline code.
    @usableFromInline package let kind: Kind
    /// The string identifier (empty for the other kinds).
    @usableFromInline package let string: String
    /// The integer identifier (0 for the other kinds).
    @usableFromInline package let integer: Int
    /// Any other identifier, boxed once with its hash.
    @usableFromInline package let other: OtherIdentifier?

    /// The value the user passed as `id:`.
    public var base: any Hashable & Sendable {
        switch kind {
        case .string: string
        case .integer: integer
        case .other: other.unsafelyUnwrapped.base
        }
    }

    @usableFromInline
    init(kind: Kind, string: String = "", integer: Int = 0, other: OtherIdentifier? = nil) {
        self.kind = kind
        self.string = string
        self.integer = integer
        self.other = other
    }

    /// Wraps `base`; passing a `DependencyIdentifier` returns it unchanged.
    public init(_ base: any Hashable & Sendable) {
        if type(of: base) == AnyHashable.self, let anyHashable = base as? AnyHashable {
            // Only Swift 5 code can pass an AnyHashable here (Swift 6 rejects it as not Sendable).
            self = DependencyIdentifier(unwrapping: anyHashable)
        } else {
            self.init(value: base)
        }
    }

    /// The identifier of `value`, sorted into its storage without a dynamic cast for strings and integers.
    @usableFromInline
    init<Value: Hashable & Sendable>(value: Value) {
        if Value.self == String.self || Value.self == Int.self {
            self.init(stringOrInteger: value)
        } else if Value.self == DependencyIdentifier.self {
            self = withUnsafePointer(to: value) {
                $0.withMemoryRebound(to: DependencyIdentifier.self, capacity: 1, \.pointee)
            }
        } else if let existing = value as? DependencyIdentifier {
            // A DependencyIdentifier inside an Optional or an AnyHashable.
            self = existing
        } else {
            self.init(kind: .other, other: OtherIdentifier(value))
        }
    }

    /// The identifier of `value`, a `String` or an `Int`, stored with no generic copy.
    @inlinable
    init<Value>(stringOrInteger value: Value) {
        if Value.self == String.self {
            self.init(kind: .string, string: unsafeBitCast(value, to: String.self))
        } else {
            self.init(kind: .integer, integer: unsafeBitCast(value, to: Int.self))
        }
    }

    /// Compares type first, then value.
    @inlinable
    public static func == (lhs: DependencyIdentifier, rhs: DependencyIdentifier) -> Bool {
        guard lhs.kind == rhs.kind else { return false }
        switch lhs.kind {
        case .string: return lhs.string == rhs.string
        case .integer: return lhs.integer == rhs.integer
        case .other: return lhs.other.unsafelyUnwrapped == rhs.other.unsafelyUnwrapped
        }
    }

    /// Hashes the identifier's type and value.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        switch kind {
        case .string:
            hasher.combine(ObjectIdentifier(String.self))
            hasher.combine(string)
        case .integer:
            hasher.combine(ObjectIdentifier(Int.self))
            hasher.combine(integer)
        case .other:
            hasher.combine(other.unsafelyUnwrapped.hash)
        }
    }

    /// Strings are quoted (`"slack"`); other values use `String(reflecting:)`.
    public var description: String {
        if kind == .string {
            return "\"\(string)\""
        }
        return String(reflecting: base)
    }
}

/// An identifier of any type but `String` and `Int`, boxed once, so a key holding it copies as one reference.
@usableFromInline
package final class OtherIdentifier: Sendable {
    let base: any Hashable & Sendable
    /// The hash of the value's type and the value, computed once.
    @usableFromInline package let hash: Int

    init(_ base: some Hashable & Sendable) {
        self.base = base
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(type(of: base)))
        hasher.combine(base)
        hash = hasher.finalize()
    }

    /// Whether the two hold values of the same type that are equal.
    @usableFromInline
    static func == (left: OtherIdentifier, right: OtherIdentifier) -> Bool {
        // No shortcut for `left === right`: a NaN is not equal to itself, and validation relies on that.
        guard left.hash == right.hash else { return false }
        return isEqual(left.base, right.base)
    }

    private static func isEqual<Left: Hashable>(_ left: Left, _ right: any Hashable & Sendable) -> Bool {
        func compare<Right>(_ right: Right) -> Bool {
            guard Right.self == Left.self else { return false }
            return withUnsafePointer(to: right) {
                $0.withMemoryRebound(to: Left.self, capacity: 1) { $0.pointee == left }
            }
        }
        return compare(right)
    }
}
