import Foundation

/// Compares a Markdown matrix written earlier with a fresh ``Comparison``: same columns, rows and symbols.
///
/// Notes, timings and recommendations are not compared: they carry measurements that
/// differ between runs. A committed matrix (the peer matrix in the documentation) is
/// stale when a column, a row title or a cell's symbol differs from what the code does now.
enum MatrixCheck {
    /// One line per difference; empty when `document` matches `comparison` (only its columns, if `columns` is set).
    static func differences(
        between document: String,
        and comparison: Comparison,
        columns: [String]? = nil
    ) -> [String] {
        guard let written = table(in: document) else { return ["no Markdown matrix found"] }
        let fresh = MatrixRenderer.matrixRows(comparison)
        let checkedColumns = columns ?? comparison.styles
        var differences: [String] = []
        let writtenHeader = written[0]
        if columns == nil, writtenHeader != fresh[0] {
            differences.append("columns: written \(writtenHeader.dropFirst()), now \(fresh[0].dropFirst())")
        }
        let writtenTitles = written.dropFirst().map { $0.first ?? "" }
        let freshTitles = fresh.dropFirst().map { $0.first ?? "" }
        if writtenTitles != freshTitles {
            let missing = freshTitles.filter { !writtenTitles.contains($0) }
            let extra = writtenTitles.filter { !freshTitles.contains($0) }
            differences.append("rows: missing \(missing), no longer run \(extra)")
        }
        for row in fresh.dropFirst() {
            guard let writtenRow = written.first(where: { $0.first == row.first }) else { continue }
            for style in checkedColumns {
                guard let freshColumn = fresh[0].firstIndex(of: style) else { continue }
                guard let writtenColumn = writtenHeader.firstIndex(of: style),
                    writtenRow.indices.contains(writtenColumn)
                else {
                    differences.append("column \(style) is missing")
                    continue
                }
                if writtenRow[writtenColumn] != row[freshColumn] {
                    differences.append(
                        "\(row[0]) — \(style): written \(writtenRow[writtenColumn]), now \(row[freshColumn])")
                }
            }
        }
        return differences
    }

    /// The first Markdown table whose header starts with `Scenario`, as rows of trimmed cells.
    static func table(in document: String) -> [[String]]? {
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("| Scenario ") }) else { return nil }
        let rows = lines[start...].prefix { $0.hasPrefix("|") }.enumerated().filter { $0.offset != 1 }.map {
            $0.element.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
        return rows.isEmpty ? nil : rows
    }
}
