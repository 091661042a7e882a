extension DIError {
    /// No binding exists for `key` anywhere that was searched.
    ///
    /// The nearest of the registered `candidates` (same type with another identifier, a similar name) are listed
    /// as "Nearest".
    ///
    /// ```swift
    /// throw DIError.notRegistered(
    ///     DependencyKey(Logger.self),
    ///     operation: "Container.resolveThrowing(Logger.self)",
    ///     searched: ["main"], candidates: container.registeredKeys)
    /// ```
    public static func notRegistered(
        _ key: DependencyKey,
        operation: String,
        searched: [String] = [],
        candidates: [DependencyKey] = [],
        path: [DependencyKey] = [],
        fix: String? = nil,
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        notRegistered(
            key, operation: operation, searched: searched, path: path,
            location: location ?? SourceLocation(fileID: fileID, line: line),
            candidates: { candidates },
            fix: { nearest in
                if let fix { return fix }
                guard let suggestion = nearest.first, suggestion.withoutIdentifier == key.withoutIdentifier else {
                    return "register \(key.typeName) before it is first resolved"
                }
                return "register \(key.typeName) before it is first resolved, "
                    + "or ask for \(suggestion) if that is the one you meant"
            })
    }

    /// ``notRegistered(_:operation:searched:candidates:path:fix:location:fileID:line:)`` whose candidates, the
    /// "Nearest" among them and the fix that names them are found when the error is first read: a miss costs no
    /// look at every binding unless someone reads what it says.
    package static func notRegistered(
        _ key: DependencyKey,
        operation: String,
        searched: [String],
        path: [DependencyKey],
        location: SourceLocation,
        candidates: @escaping @Sendable () -> [DependencyKey],
        fix: @escaping @Sendable (_ nearest: [DependencyKey]) -> String
    ) -> DIError {
        DIError(
            code: .notRegistered, summary: "\(operation) found no binding.", key: key, path: path,
            rule: "Every resolved dependency needs a binding in its container (or a parent) before first use; "
                + "an identifier never falls back to the unnamed binding.",
            location: location,
            details: Details(finding: {
                var facts: [Fact] = []
                if !searched.isEmpty {
                    facts.append(Fact("Searched", searched.joined(separator: " -> ")))
                }
                let nearest = KeySuggestions.nearest(to: key, among: candidates())
                facts.append(
                    Fact("Nearest", nearest.isEmpty ? "none" : nearest.map(\.description).joined(separator: "; ")))
                if let identifier = key.identifier, let reason = identifier.invalidityReason {
                    facts.append(Fact("Identifier", "\(identifier) is invalid (\(reason)), so no binding can have it"))
                }
                return (facts, fix(nearest) + ".")
            }))
    }

    /// Building a dependency needed itself again; `cycle` starts and ends with the same key.
    public static func circularDependency(
        cycle: [DependencyKey],
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        let rendered = cycle.map(\.description).joined(separator: " -> ")
        return DIError(
            code: .circularDependency,
            summary: "Circular dependency: \(rendered).",
            key: cycle.first, path: cycle, facts: [Fact("Cycle", rendered)],
            rule: "A dependency cannot need itself, directly or through others, while it is being built.",
            fix: "break the cycle: inject one side lazily (resolve it on first use instead of in the factory), "
                + "or pass the shared part as a parameter.",
            location: location)
    }

    /// A binding produced a value whose type does not match the key.
    public static func typeMismatch(
        _ key: DependencyKey,
        expected: any Any.Type,
        actual: any Any.Type,
        path: [DependencyKey] = [],
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        return DIError(
            code: .typeMismatch,
            summary: "The binding for \(key) produced a \(String(reflecting: actual)), "
                + "not a \(String(reflecting: expected)).",
            key: key, path: path,
            facts: [Fact("Expected", String(reflecting: expected)), Fact("Actual", String(reflecting: actual))],
            rule: "A binding must produce a value of the type it is registered for.",
            fix: "bind a value that conforms to \(String(reflecting: expected)), "
                + "or resolve the type the binding was registered with.",
            location: location)
    }

    /// A registry was given a second desired implementation.
    public static func registryAssignedTwice(
        _ registry: any Any.Type,
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        let name = String(reflecting: registry)
        return DIError(
            code: .registryAssignedTwice,
            summary: "\(name).assignDesiredImplementation(to:) was called a second time; the second call was ignored.",
            key: DependencyKey(anyType: registry),
            rule: "Each registry accepts exactly one desired implementation, assigned once at app launch.",
            fix: "assign it once (e.g. in setupRegistries()); in tests, use a scoped override instead of reassigning.",
            location: location)
    }

    /// A registry handed out its mock while running live.
    public static func mockVendedInLiveContext(
        _ registry: any Any.Type,
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        let name = String(reflecting: registry)
        return DIError(
            code: .mockVendedInLiveContext,
            summary: "\(name).shared handed out the mock from createMockShared() in a live context.",
            key: DependencyKey(anyType: registry),
            facts: [Fact("Context", DependencyContext.current.rawValue)],
            rule: "Live code must run with the desired implementation of every registry it uses.",
            fix: "call \(name).assignDesiredImplementation(to:) at launch, before first use of \(name).shared.",
            location: location)
    }

    /// An identifier cannot be used as given.
    public static func invalidIdentifier(
        _ key: DependencyKey,
        reason: String,
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        return DIError(
            code: .invalidIdentifier, summary: "The identifier of \(key) is invalid: \(reason).", key: key,
            rule: "Identifiers must be stable Hashable values that name one binding.",
            fix: "use a non-empty string or an enum case as the identifier.", location: location)
    }

    /// A user's factory threw while building `key`.
    public static func factoryFailed(
        _ key: DependencyKey,
        underlying: any Error,
        path: [DependencyKey] = [],
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        return DIError(
            code: .factoryFailed, summary: "The factory for \(key) threw an error.", key: key, path: path,
            facts: [Fact("Underlying", String(describing: underlying))],
            rule: "A factory must either produce its value or fail with an error the caller can handle.",
            fix: "handle the underlying error inside the factory, or resolve with the throwing API "
                + "(resolveThrowing) and handle it at the call site.",
            location: location)
    }

    /// An unimplemented test value was called.
    ///
    /// ```swift
    /// DiagnosticReporter.report(.unimplemented("Now"))  // "Unimplemented: Now"
    /// ```
    public static func unimplemented(
        _ name: String,
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        return DIError(
            code: .unimplemented, summary: "Unimplemented: \(name)", key: nil,
            rule: "An unimplemented value marks a dependency the code under test must not use.",
            fix: "give the test a controllable value for \(name) (e.g. .constant or .incrementing), "
                + "or find out why the code under test reached it.",
            location: location)
    }

    /// A dependency that declares values per context handed out its live value in the test context.
    ///
    /// `dependency` names it as declared ("the binding of MyApp.Logger"), `style` the module that declared it, and
    /// `fix` that style's way to give it a test value.
    public static func noTestValue(
        _ key: DependencyKey,
        dependency: String,
        style: String,
        fix: String,
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        return DIError(
            code: .noTestValue,
            summary: "No test value: \(dependency) handed out its live value in the test context.",
            key: key, facts: [Fact("Context", "test"), Fact("Style", style)],
            rule: "A dependency that declares values per context (live, test, preview) must declare a test value, "
                + "so a test never reaches live effects by accident.",
            fix: fix, location: location)
    }

    /// A scope cannot hold the value it was given (e.g. `.weak` for a struct).
    public static func invalidScope(
        _ key: DependencyKey,
        scope: Scope,
        reason: String,
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        return DIError(
            code: .invalidScope, summary: "\(key) cannot be held in the \(scope) scope: \(reason).", key: key,
            facts: [Fact("Scope", scope.description)],
            rule: "Weak scopes hold class instances only; value types would be rebuilt on every access.",
            fix: "bind it as .transient or .singleton, or make the service a class.", location: location)
    }
}
