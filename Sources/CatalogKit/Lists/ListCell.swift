import Foundation

/// Readings of a list's cells that every format shares.
enum ListCell {
    /// The cell's text trimmed; `nil` when nothing is left.
    static func text(_ cell: String) -> String? {
        let text = cell.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    /// The whole number the cell starts with (`535`, `535 p.`); `nil` for none or zero.
    static func number(_ cell: String) -> Int? {
        let digits = cell.trimmingCharacters(in: .whitespaces).prefix { $0.isASCII && $0.isNumber }
        guard let number = Int(digits), number > 0 else { return nil }
        return number
    }

    /// The publication date the cell holds (`1990`, `September 1990`, `1990-09-01`).
    static func date(_ cell: String) -> PublicationDate? {
        PublicationDate(parsing: cell)
    }

    /// The names in `cells`, each trimmed, empty ones and repeats left out.
    static func names(_ cells: [some StringProtocol]) -> [String] {
        var names: [String] = []
        for cell in cells {
            guard let name = text(String(cell)), !names.contains(name) else { continue }
            names.append(name)
        }
        return names
    }
}
