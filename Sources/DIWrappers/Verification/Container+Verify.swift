extension Container {
    /// Resolves every binding visible from this container once and reports all problems together.
    ///
    /// Each binding is built in a scratch copy of this container and its parents:
    /// the live containers' singletons are neither built nor replaced, but the
    /// factories do run (once each), so keep side effects out of them. A factory
    /// that would trap (a `resolveAssert` of a missing key, a cycle) is caught on a
    /// helper thread and reported instead of stopping the process; a binding a
    /// child shadows is checked in the child's version only. What each build asked
    /// for is recorded as it runs: ``ContainerVerification/wiring`` draws it.
    ///
    /// ```swift
    /// @Test func appContainerIsComplete() {
    ///     let report = Container.main.verify()
    ///     #expect(report.isValid, "\(report)")
    /// }
    /// ```
    public func verify(fileID: String = #fileID, line: UInt = #line) -> ContainerVerification {
        let run = VerificationRun(of: self, entryPoints: [], location: SourceLocation(fileID: fileID, line: line))
        return ContainerVerification(checkedKeys: run.checkedKeys, problems: run.problems, wiring: run.report)
    }

    /// Every key visible from this container, nearest container first, each container's keys in name order.
    var keysToVerify: [DependencyKey] {
        var seen = Set<DependencyKey>()
        var keys: [DependencyKey] = []
        for container in chain {
            let own = container.bindings.withLock { $0.keys }.sorted { $0.description < $1.description }
            for key in own where seen.insert(key).inserted {
                keys.append(key)
            }
        }
        return keys
    }

    /// The same containers and bindings with no instance built yet.
    func scratchCopy() -> Container {
        let copy = Container(name: name, parent: parent?.scratchCopy())
        let originals = bindings.withLock { $0 }
        let fresh = originals.mapBindings { $0.freshCopy() }
        copy.bindings.withLock { $0 = fresh }
        return copy
    }
}
