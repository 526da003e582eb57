extension CoverCache {
    /// The image formats taken for covers, known by their first bytes.
    enum ImageKind: CaseIterable {
        case jpeg, png

        /// The format `bytes` start with; `nil` for anything else (a GIF placeholder, an error page).
        init?(signature bytes: [UInt8]) {
            if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
                self = .jpeg
            } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
                self = .png
            } else {
                return nil
            }
        }

        /// The file name extension the cover is kept under.
        var fileExtension: String { self == .jpeg ? "jpg" : "png" }
    }
}
