/// The dependencies being built on the current thread, innermost last.
///
/// Every style pushes a frame before it runs a user's factory. A frame is
/// identified by the *binding* (its storage object), not by the type, so the
/// same type under two identifiers, or in two containers, is never mistaken
/// for a cycle. There is no depth limit: a cycle is found the moment a binding
/// is entered twice, in debug and release builds alike.
///
/// The stack also holds the instances of the ``Scope/graph`` scope, which live
/// until the outermost resolution on this thread returns.
///
/// ```swift
/// let value = try ResolutionStack.withFrame(token: ObjectIdentifier(binding), key: key) {
///     try binding.factory(container)
/// }
/// ```
package final class ResolutionStack {
    private struct Frame {
        let token: ObjectIdentifier
        let key: DependencyKey
    }

    private static let local = ThreadLocal { ResolutionStack() }

    /// Frames below this depth are checked by a linear scan (no hashing); deeper ones also live in `deepTokens`.
    private static let linearDepth = 32

    private var frames: [Frame] = []
    private var deepTokens: Set<ObjectIdentifier> = []
    private var graphInstances: [ObjectIdentifier: Any] = [:]

    private init() {
        frames.reserveCapacity(16)
    }

    /// The keys being built on this thread, outermost first.
    package static var currentPath: [DependencyKey] {
        local.value.frames.map(\.key)
    }

    /// How many builds are in progress on this thread.
    package static var depth: Int {
        local.value.frames.count
    }

    /// Runs `body` as the build of `key`, failing with ``DIError/circularDependency(cycle:location:)``
    /// if the binding identified by `token` is already being built on this thread.
    @inline(__always)
    package static func withFrame<Value>(
        token: ObjectIdentifier,
        key: DependencyKey,
        location: SourceLocation = SourceLocation(),
        _ body: () throws -> Value
    ) throws -> Value {
        let stack = local.value
        try stack.push(Frame(token: token, key: key), location: location)
        defer { stack.pop() }
        return try body()
    }

    /// The instance of a ``Scope/graph`` binding for the current outermost resolution, built once per resolution.
    package static func graphInstance<Value>(
        token: ObjectIdentifier,
        key: DependencyKey,
        location: SourceLocation = SourceLocation(),
        create: () throws -> Value
    ) throws -> Value {
        let stack = local.value
        if let existing = stack.graphInstances[token] as? Value {
            return existing
        }
        let isOutermost = stack.frames.isEmpty
        let value = try withFrame(token: token, key: key, location: location, create)
        if !isOutermost {
            stack.graphInstances[token] = value
        }
        return value
    }

    private func push(_ frame: Frame, location: SourceLocation) throws {
        if let index = index(of: frame.token) {
            let cycle = frames[index...].map(\.key) + [frame.key]
            throw DIError.circularDependency(cycle: cycle, location: location)
        }
        if frames.count >= Self.linearDepth {
            deepTokens.insert(frame.token)
        }
        frames.append(frame)
    }

    /// The position of `token` on the stack; each token is on the stack at most once.
    private func index(of token: ObjectIdentifier) -> Int? {
        let count = frames.count
        var index = 0
        while index < min(count, Self.linearDepth) {
            if frames[index].token == token { return index }
            index += 1
        }
        guard count > Self.linearDepth, deepTokens.contains(token) else { return nil }
        return frames.lastIndex { $0.token == token }
    }

    private func pop() {
        let frame = frames.removeLast()
        if frames.count >= Self.linearDepth {
            deepTokens.remove(frame.token)
        }
        if frames.isEmpty && !graphInstances.isEmpty {
            graphInstances.removeAll(keepingCapacity: true)
        }
    }
}
