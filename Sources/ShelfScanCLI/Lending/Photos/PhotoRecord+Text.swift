import ShelfScan

extension PhotoRecord {
    /// `photo 3: JPEG 1200×800, 234567 bytes, thumbnail /…/5e/5e0c….jpg`.
    var text: String {
        "photo \(id): \(format) \(width)×\(height), \(bytes) bytes, thumbnail \(thumbnail)"
    }

    /// The record as one output line.
    var line: OutputLine { OutputLine(text: text, record: self) }
}
