extension BookCode {
    /// The `book` column that holds codes of this kind, each with an index of its own.
    var column: String {
        switch self {
        case .isbn: return "isbn"
        case .label: return "label"
        }
    }
}
