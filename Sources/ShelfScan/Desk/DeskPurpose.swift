/// What the desk reads a code for, which decides what counts and how a doubtful input is answered.
///
/// ```swift
/// DeskError.noCode("shelf.jpg", purpose: .adding).description   // shelf.jpg: no ISBN barcode found
/// ```
public enum DeskPurpose: Sendable, Equatable {
    /// Adding a book: only an ISBN names what the book is.
    case adding
    /// A handover or return scan: an ISBN or a ShelfScan label names the book.
    case scanning
}
