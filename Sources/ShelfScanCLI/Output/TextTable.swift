/// Rows of cells as aligned lines: the first column left-aligned, the others right-aligned,
/// two spaces apart, with rules under the header and above the last row.
enum TextTable {
    /// `rows[0]` is the header; every row has as many cells as the header.
    static func render(_ rows: [[String]], ruleAboveLast: Bool = true) -> [String] {
        var lines = align(rows)
        guard let width = lines.first?.count else { return lines }
        let rule = String(repeating: "-", count: width)
        lines.insert(rule, at: 1)
        if ruleAboveLast, lines.count > 3 { lines.insert(rule, at: lines.count - 1) }
        return lines
    }

    private static func align(_ rows: [[String]]) -> [String] {
        guard let header = rows.first else { return [] }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
    }
}
