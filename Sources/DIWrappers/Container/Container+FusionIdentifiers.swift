/// Identifiers Fusion would have matched and DIToolkit does not: numbers of different types.
///
/// Fusion stored every identifier as an `AnyHashable`, whose comparison equates `1`,
/// `1 as UInt8` and `1.0`. DIToolkit compares an identifier's type, then its value (an
/// `AnyHashable` is unwrapped, so `AnyHashable("slack")` still equals `"slack"`). A lookup
/// that misses only because of that rule says so: `resolve` reports
/// `DIError.Code.migrationDifference`, and the trapping and throwing forms name it in
/// their fix.
extension Container {
    /// A key bound here or in a parent that Fusion's comparison would have matched with `key`, if any: looked up
    /// in each container's ``BindingMissIndex``, never by a look at every binding.
    func fusionMatch(for key: DependencyKey) -> DependencyKey? {
        guard let identifier = key.identifier else { return nil }
        // A value that is a string as an `AnyHashable` (such as a bridged `NSString`) matches a string identifier,
        // which the index leaves out.
        let asString = (AnyHashable(identifier.base).base as? String).map {
            DependencyKey(anyType: key.serviceType, identifier: DependencyIdentifier($0))
        }
        for container in chain {
            var equals = container.bindings.readMissIndex { $0.fusionEquals(of: key) }
            if let asString {
                equals.append(asString)
            }
            let bound = equals.filter { $0.identifier != identifier && container.ownBinding(for: $0) != nil }
            if let match = bound.min(by: { $0.description < $1.description }) {
                return match
            }
        }
        return nil
    }

    /// Reports `DI014` when `resolve` found nothing for `type` and `id` but Fusion would have found a binding.
    @usableFromInline
    func reportFusionMatch(_ key: DependencyKey, location: SourceLocation) {
        guard key.identifier != nil, let match = fusionMatch(for: key), let matched = match.identifier else { return }
        DiagnosticReporter.report(
            .migrationDifference(
                key,
                summary: "Container.resolve(\(Self.callDescription(of: key))) found no binding, but Fusion would "
                    + "have found \(match) (a \(Self.typeName(of: matched))).",
                library: "Fusion",
                there: "identifiers were compared as AnyHashable, which equates 1, 1 as UInt8 and 1.0",
                here: "identifiers compare their type, then their value",
                fix: "bind and resolve with the same identifier type: resolve with id: \(matched) as "
                    + "\(Swift.type(of: matched.base)), or bind with the type you resolve with.",
                location: location))
    }

    /// The "To fix" addition of a missing-binding error whose key Fusion would have matched.
    func fusionMatchFix(for key: DependencyKey) -> String? {
        guard let match = fusionMatch(for: key), let matched = match.identifier else { return nil }
        return "or use the bound identifier's own type: \(match) has a \(Self.typeName(of: matched)) identifier, "
            + "and identifiers compare their type, then their value (Fusion compared them as AnyHashable)"
    }

    private static func typeName(of identifier: DependencyIdentifier) -> String {
        String(reflecting: type(of: identifier.base))
    }
}
