/// Finds the registered keys nearest to a missing one, for "did you mean" hints.
///
/// Ranking: the same type under another identifier, then the identifier on another type, then types whose short
/// name is a small edit distance away (a typo, or the same name in another module).
package enum KeySuggestions {
    /// Up to `limit` registered keys close to `key`, best first.
    package static func nearest(to key: DependencyKey, among candidates: [DependencyKey], limit: Int = 3)
        -> [DependencyKey]
    {
        let wantedName = shortName(of: key)
        var scored: [(score: Int, key: DependencyKey)] = []
        for candidate in candidates where candidate != key {
            if candidate.withoutIdentifier == key.withoutIdentifier {
                scored.append((0, candidate))
                continue
            }
            if let identifier = key.identifier, candidate.identifier == identifier {
                scored.append((1, candidate))
                continue
            }
            let distance = editDistance(wantedName, shortName(of: candidate))
            if distance <= max(2, wantedName.count / 3) {
                scored.append((2 + distance, candidate))
            }
        }
        return
            scored
            .sorted { ($0.score, $0.key.description) < ($1.score, $1.key.description) }
            .prefix(limit)
            .map(\.key)
    }

    private static func shortName(of key: DependencyKey) -> String {
        let full = key.typeName
        guard let dot = full.lastIndex(of: ".") else { return full.lowercased() }
        return String(full[full.index(after: dot)...]).lowercased()
    }

    /// The number of single-character edits between two names (also what a scenario's name is matched by).
    package static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for (i, leftCharacter) in left.enumerated() {
            current[0] = i + 1
            for (j, rightCharacter) in right.enumerated() {
                let substitution = previous[j] + (leftCharacter == rightCharacter ? 0 : 1)
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
