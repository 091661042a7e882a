import DICore

extension Container {
    /// A problem for every key of this container or a parent that one ``Assembly`` bound and another replaced:
    /// the later binding answers, which is rarely what the earlier assembly's author expects.
    ///
    /// Only the last replacement of a key is known (each binding remembers the one it replaced). A key bound
    /// twice by one assembly, or re-bound outside any assembly (a test's replacement), is the wiring report's
    /// plain duplicate, not a problem.
    var assemblyDuplicateProblems: [DIError] {
        chain.flatMap { container in
            container.bindings.all.compactMap { binding in
                binding.assemblyDuplicate(in: container)
            }
            .sorted { $0.description < $1.description }
        }
    }
}

extension AnyBinding {
    /// The problem of this binding's replacing one another assembly made, if it did.
    func assemblyDuplicate(in container: Container) -> DIError? {
        guard let later = assembly, let earlier = replacedAssembly, later != earlier, let replaced = replacedLocation
        else { return nil }
        return DIError(
            code: .registryAssignedTwice,
            summary: "\(key) is bound by two assemblies: \(later) replaced the binding \(earlier) made.",
            key: key,
            facts: [
                DIError.Fact("Container", container.name),
                DIError.Fact("First", "\(earlier), \(replaced)"),
                DIError.Fact("Then", "\(later), \(location) (answers every resolve)"),
            ],
            rule: "Each key is bound by one assembly: a later assembly's binding silently replaces an earlier one's.",
            fix: "remove one of the two bindings, give one an identifier if both are needed (bind(id:)), "
                + "or replace it in a child container or with withOverrides if the replacement is deliberate.",
            location: location)
    }

    /// ` (in MyApp.NetworkAssembly)` for a binding an assembly made, else nothing: a wiring detail's suffix.
    static func assemblySuffix(_ assembly: String?) -> String {
        assembly.map { " (in \($0))" } ?? ""
    }
}
