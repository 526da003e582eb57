/// Breaks text into rows of a given width between words, so that what a member takes away (a
/// receipt) is never cut short: a word longer than a row is broken across rows, not cut.
///
/// ```swift
/// TextWrapping.rows("\"A very long title\" is a reference book", width: 20, indent: 2)
/// // ["\"A very long title\"", "  is a reference", "  book"]
/// ```
package enum TextWrapping {
    /// `text` in rows of at most `width` characters; rows after the first start with `indent`
    /// spaces (at most half the width, so that every row has room for text).
    package static func rows(_ text: String, width: Int, indent: Int) -> [String] {
        let margin = String(repeating: " ", count: max(0, min(indent, width / 2)))
        var rows: [String] = []
        var row = ""
        for word in text.split(separator: " ") {
            if row.isEmpty || row == margin {
                row = rows.isEmpty ? "" : margin
            } else if row.count + 1 + word.count <= width {
                row += " "
            } else {
                rows.append(row)
                row = margin
            }
            var rest = Substring(word)
            // A word wider than a row (a long code or address) goes on in the rows below it.
            while row.count + rest.count > width {
                let fits = max(1, width - row.count)
                rows.append(row + rest.prefix(fits))
                rest = rest.dropFirst(fits)
                row = margin
            }
            row += rest
        }
        if !row.isEmpty, row != margin { rows.append(row) }
        return rows
    }
}
