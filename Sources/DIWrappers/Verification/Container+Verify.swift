extension Container {
    /// Resolves every binding visible from this container once and reports all problems together.
    ///
    /// Each binding is built in a scratch copy of this container and its parents:
    /// the live containers' singletons are neither built nor replaced, but the
    /// factories do run (once each), so keep side effects out of them. A factory
    /// that would trap (a `resolveAssert` of a missing key, a cycle) is caught on a
    /// helper thread and reported instead of stopping the process; a binding a
    /// child shadows is checked in the child's version only.
    ///
    /// ```swift
    /// @Test func appContainerIsComplete() {
    ///     let report = Container.main.verify()
    ///     #expect(report.isValid, "\(report)")
    /// }
    /// ```
    public func verify(fileID: String = #fileID, line: UInt = #line) -> ContainerVerification {
        let location = SourceLocation(fileID: fileID, line: line)
        let scratch = scratchCopy()
        var seen = Set<DependencyKey>()
        var keys: [DependencyKey] = []
        for container in scratch.chain {
            let own = container.bindings.withLock { $0.keys }.sorted { $0.description < $1.description }
            for key in own where seen.insert(key).inserted {
                keys.append(key)
            }
        }
        var problems: [DIError] = []
        for key in keys {
            if let problem = Self.problem(building: key, in: scratch, location: location) {
                problems.append(problem)
            }
        }
        return ContainerVerification(checkedKeys: keys, problems: problems)
    }

    private static func problem(building key: DependencyKey, in scratch: Container, location: SourceLocation)
        -> DIError?
    {
        guard let binding = scratch.binding(for: key) else { return nil }
        let failure = Locked<DIError?>(nil)
        let trapped = DiagnosticReporter.captureTrap {
            do {
                _ = try binding.resolveAny(from: scratch, location: location)
            } catch {
                failure.withLock { $0 = Container.diagnostic(for: error, key: key, location: location) }
            }
        }
        return trapped ?? failure.withLock { $0 }
    }

    /// The same containers and bindings with no instance built yet.
    private func scratchCopy() -> Container {
        let copy = Container(name: name, parent: parent?.scratchCopy())
        let originals = bindings.withLock { $0 }
        let fresh = originals.mapBindings { $0.freshCopy() }
        copy.bindings.withLock { $0 = fresh }
        return copy
    }
}
