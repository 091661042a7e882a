/// The instances of one binding, kept according to its ``Scope``.
///
/// Every style keeps its bindings' instances in one, so each lifetime behaves the same everywhere and each build is
/// a ``ResolutionStack`` frame. A cache belongs to the isolated test its binding was made in (or to the process),
/// which decides what ``Scope/reset(_:)`` reaches and what built from a test's state may stay: a cache of a scope
/// that keeps instances is listed in that directory while it lives.
@usableFromInline
package final class InstanceCache<Value>: ScopeDirectoryEntry, Buildable, @unchecked Sendable {
    @usableFromInline package let key: DependencyKey
    @usableFromInline let kind: Kind
    @usableFromInline let singleton: SingletonCell<Value>?
    /// The cell of a weak or expiring scope.
    @usableFromInline let lockedCell: LockedCell<Value>?
    /// The directory this cache is listed in, if its scope keeps instances.
    @usableFromInline let enrolledIn: ScopeDirectory?
    /// The `DI010` a read in the test context reports (once per test), for a binding with no test value.
    @usableFromInline let noTestValueReport: DIError?

    /// How the cache keeps instances: as its scope does, or also reporting each test that reads one (no test
    /// value), a kind of its own so the ordinary kept read (``keptSingleton``) never looks for a report.
    @usableFromInline
    enum Kind {
        case transient
        case cached
        case weak
        case graph
        case expiring
        case cachedReportingTests
        case weakReportingTests
    }

    /// Creates the cache of a binding that belongs to `directory` (the isolated test it was made in, or the process).
    ///
    /// Kept scopes enrol there for ``Scope/reset(_:)``; a style that makes the cache after the binding passes the
    /// directory it captured at bind time. With `noTestValueReport`, a cached or weak cache reports it once in each
    /// test that reads an instance in the test context.
    ///
    /// Inlinable, so a caller's specialisation makes the cache and its cell without asking the runtime for their
    /// types' metadata.
    @inlinable
    package init(
        key: DependencyKey,
        scope: Scope,
        directory: ScopeDirectory = .current,
        noTestValueReport: DIError? = nil
    ) {
        self.key = key
        self.noTestValueReport = noTestValueReport
        let reports = noTestValueReport != nil
        // Each case names only the cell it makes: an unspecialised caller pays a type look-up per cell type named.
        switch scope.kind {
        case .cached:
            kind = reports ? .cachedReportingTests : .cached
            singleton = SingletonCell(key: key, scope: scope, directory: directory, boxType: KeptValue<Value>.self)
            lockedCell = nil
        case .weak:
            kind = reports ? .weakReportingTests : .weak
            singleton = nil
            lockedCell = LockedCell(key: key, scope: scope, directory: directory)
        case .expiring:
            // Reads through `reportingTests`, which reports only when there is a report to make.
            kind = .expiring
            singleton = nil
            lockedCell = LockedCell(key: key, scope: scope, directory: directory)
        case .transient:
            kind = .transient
            singleton = nil
            lockedCell = nil
        case .graph:
            kind = .graph
            singleton = nil
            lockedCell = nil
        }
        let keepsInstances = kind != .transient && kind != .graph
        enrolledIn = keepsInstances ? directory : nil
        super.init()
        if keepsInstances {
            directory.enrol(self)
        }
    }

    deinit {
        enrolledIn?.withdraw(self)
    }

    /// The instance for this resolution, building it with `create` when the scope needs a new one.
    ///
    /// Always inlined, so the singleton read and the transient build specialise in the caller and `create` is
    /// inlined into the transient build; every other scope's case is a call.
    @inlinable @inline(__always)
    package func instance(
        location: SourceLocation = SourceLocation(),
        create: () throws -> Value
    ) throws -> Value {
        switch kind {
        case .cached:
            return try singleton.unsafelyUnwrapped.value(location: location, orCreate: create)
        case .transient:
            return try ResolutionStack.withFrame(of: self, location: location, create)
        case .weak, .graph:
            return try build(location: location, create: create)
        case .expiring, .cachedReportingTests, .weakReportingTests:
            return try reportingTests(location: location, create: create)
        }
    }

    /// The instance for an awaited resolution, building it with the `async` factory `create` when needed: each
    /// scope as for a synchronous factory, each build an ``AsyncResolution`` frame.
    ///
    /// Always inlined, so a transient build (a frame around `create`) specialises in the caller and adds no async
    /// function of its own; every other scope's case is a call.
    @inlinable @inline(__always)
    package nonisolated(nonsending) func instance(
        location: SourceLocation = SourceLocation(),
        create: nonisolated(nonsending) () async throws -> Value
    ) async throws -> Value {
        // A transient cache never has a test report to make (`noTestValueReport` is for scopes that keep).
        guard kind == .transient else {
            return try await keptInstance(location: location, create: create)
        }
        return try await AsyncResolution.withFrame(of: self, location: location, claims: false) { _ in
            try await create()
        }
    }

    /// ``instance(location:create:)`` of every scope but the transient one.
    @usableFromInline
    nonisolated(nonsending) func keptInstance(
        location: SourceLocation,
        create: nonisolated(nonsending) () async throws -> Value
    ) async throws -> Value {
        reportNoTestValue()
        switch kind {
        case .cached, .cachedReportingTests:
            return try await singleton.unsafelyUnwrapped.value(location: location, orCreate: create)
        case .weak, .weakReportingTests, .expiring:
            return try await lockedCell.unsafelyUnwrapped.value(location: location, orCreate: create)
        case .graph:
            return try await graphInstance(location: location, create: create)
        case .transient:
            preconditionFailure("a transient build is instance(location:create:)'s own")
        }
    }

    /// ``instance(location:create:)`` of the graph scope, in a function of its own: an unspecialised async function
    /// looks the metadata of every optional it holds up in the runtime's cache on every call, and the other scopes'
    /// builds need none.
    private nonisolated(nonsending) func graphInstance(
        location: SourceLocation,
        create: nonisolated(nonsending) () async throws -> Value
    ) async throws -> Value {
        // A graph instance is shared within the outermost awaited resolution, if there is one.
        let token = ObjectIdentifier(self)
        let enclosing = AsyncResolution.current
        if let existing = enclosing?.graphInstance(token, as: Value.self) {
            return existing
        }
        let built = try await AsyncResolution.withFrame(of: self, location: location, claims: false) { _ in
            try await create()
        }
        return enclosing?.keepGraphInstance(built, for: token) ?? built
    }

    /// ``instance(location:create:)`` of a binding with no test value: reports in the test context, then builds
    /// or hands out the kept instance.
    @usableFromInline
    func reportingTests(location: SourceLocation, create: () throws -> Value) throws -> Value {
        reportNoTestValue()
        return try build(location: location, create: create)
    }

    /// Reports `DI010` once per test for a read in the test context of a binding with no test value.
    private func reportNoTestValue() {
        if let noTestValueReport, DependencyContext.current == .test {
            DiagnosticReporter.reportOncePerTest(noTestValueReport)
        }
    }

    /// The kept instance of a ``Scope/singleton``-like scope, or `nil` (for any other scope, too).
    ///
    /// The cheapest read before setting up a build; `nil` also while some region keeps instances of its own
    /// (``RegionInstances``), when ``instance(location:create:)`` must look, and for the process's pick among declared
    /// values in a region that picks otherwise (``SingletonCell/cachedValueInRegion``).
    @inlinable
    package var keptSingleton: Value? {
        kind == .cached && RegionInstances.noneInUse ? singleton.unsafelyUnwrapped.cachedValueInRegion : nil
    }

    /// Where a ``Scope/singleton``-like scope's kept value is published (see ``SingletonCell/kept``), or `nil`
    /// for every other scope: a binding keeps it, so its read path reaches the value with no reference count.
    @inlinable
    package var keptValueWord: UnsafeMutablePointer<Int>? {
        kind == .cached ? singleton.unsafelyUnwrapped.kept : nil
    }

    @usableFromInline
    func build(location: SourceLocation, create: () throws -> Value) throws -> Value {
        switch kind {
        case .transient:
            return try ResolutionStack.withFrame(of: self, location: location, create)
        case .cached, .cachedReportingTests:
            return try singleton!.value(location: location, orCreate: create)
        case .weak, .weakReportingTests, .expiring:
            return try lockedCell.unsafelyUnwrapped.value(location: location, orCreate: create)
        case .graph:
            return try ResolutionStack.graphInstance(of: self, location: location, create: create)
        }
    }

    /// The scope the cache keeps instances for: its cell's, or, keeping none, the one scope of its kind; not stored
    /// again, as a scope (a name and perhaps a clock) is costly to copy.
    package var scope: Scope {
        if let singleton {
            return singleton.scope.unsafelyUnwrapped
        }
        if let lockedCell {
            return lockedCell.scope.unsafelyUnwrapped
        }
        return kind == .graph ? .graph : .transient
    }

    /// The instance held right now, without building one (for descriptions and tests).
    package var cachedInstance: Value? {
        singleton?.cachedValue ?? lockedCell?.cachedValue
    }

    /// Drops the held instance; it is released after the cache's lock is released.
    package func reset(_ scope: Scope) {
        singleton?.reset()
        lockedCell?.reset()
    }

    override package func take(_ scope: Scope) -> Taken? {
        guard scope.name == self.scope.name else { return nil }
        let box = singleton?.takeKept() ?? 0
        let held = lockedCell?.take()
        return Taken {
            ReadSection.release(box)
            withExtendedLifetime(held) {}
        }
    }
}
