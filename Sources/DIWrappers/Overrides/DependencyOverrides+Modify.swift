/// An override that changes part of the value in force: one endpoint of a struct of closures, one field.
extension DependencyOverrides {
    /// Overrides `type` with the value the code would get, changed by `edit`.
    ///
    /// The starting value is an earlier override of the same key (from this builder, or from an outer
    /// `withOverrides` or `.dependencies` trait, so nested edits compose), else what the container that asks
    /// resolves without this override — its binding or a parent's, else the values the type declares
    /// (``/DICore/LiveDependency``): the test value in a test. It is taken on each read, in the region and
    /// context of the read, so a binding the test makes after the trait ran (in a suite's `init()`) is the start.
    ///
    /// `edit` works on a copy of a value type. On a class, it changes the instance the binding hands out,
    /// which a singleton keeps after the override ends: override a class with `bind` instead.
    ///
    /// ```swift
    /// @Test(.dependencies {
    ///     $0.modify(FileClient.self) { $0.read = { _ in "stub" } }
    /// })
    /// func readsTheStub() throws {
    ///     let client = Container.resolveAssert(FileClient.self)
    ///     #expect(try client.read("notes.txt") == "stub")  // `write` is untouched
    /// }
    /// ```
    ///
    /// When nothing answers `type` (no override, no binding, no declared values), the read fails with
    /// `DIError.Code.notRegistered` at this call's line.
    public mutating func modify<Service>(
        _ type: Service.Type = Service.self,
        id: (any Hashable & Sendable)? = nil,
        fileID: String = #fileID,
        line: UInt = #line,
        _ edit: @escaping (inout Service) throws -> Void
    ) {
        let key = DependencyKey(Service.self, identifier: id)
        let location = SourceLocation(fileID: fileID, line: line)
        let start = ModifiedValueStart<Service>(key: key, earlier: self[key], location: location)
        let edit = OverrideEdit(edit)
        set(key, location: location) { requester in
            var value = try start.value(requestedBy: requester)
            try edit.apply(&value)
            return value
        }
    }
}

/// Where a ``DependencyOverrides/modify(_:id:fileID:line:_:)`` takes the value it edits.
struct ModifiedValueStart<Service>: Sendable {
    let key: DependencyKey
    /// The override in force where `modify` was called, if any.
    let earlier: DependencyOverrides.Entry?
    /// The `modify` call, for errors.
    let location: SourceLocation

    /// The earlier override's value, else the value the asking container answers without any override of `key`.
    func value(requestedBy requester: AnyObject?) throws -> Service {
        if let earlier {
            return try earlier.value(as: Service.self, key: key, requestedBy: requester, location: location)
        }
        let container = Container.requesting(requester)
        guard
            let binding = container.binding(for: key) ?? container.declaredBinding(for: key, location: location)
        else { throw nothingToModify(in: container) }
        // Found by `Service`'s key, so it produces `Service`.
        return try unsafeDowncast(binding, to: Binding<Service>.self).resolve(from: container, location: location)
    }

    /// `DI001` for a `modify` of a key nothing answers.
    private func nothingToModify(in container: Container) -> DIError {
        let name = String(describing: key.serviceType)
        let call = key.identifier.map { "\(name).self, id: \($0)" } ?? "\(name).self"
        let declare =
            key.identifier == nil
            ? "declare its values beside the type (extension \(name): LiveDependency "
                + "{ static var liveValue: \(name) { … } }), or " : ""
        return DIError.notRegistered(
            key, operation: "DependencyOverrides.modify(\(call))", searched: container.chain.map(\.name),
            candidates: container.visibleKeys,
            fix: "modify starts from the value in force, and there is none: \(declare)bind it before the read "
                + "(Container.bind(\(call)) { _ in … }), or override it with $0.bind(\(call), value: …) "
                + "before $0.modify",
            location: location)
    }
}

/// The edit of a ``DependencyOverrides/modify(_:id:fileID:line:_:)``, run on each read of the override.
///
/// DIWrappers' rule for bound values applies (see ``OverrideValue``): the edit runs on whichever thread reads.
struct OverrideEdit<Value>: @unchecked Sendable {
    let apply: (inout Value) throws -> Void

    init(_ apply: @escaping (inout Value) throws -> Void) {
        self.apply = apply
    }
}
