/// How hard a `BarcodeScanner` tries on one image.
///
/// ```swift
/// var options = ScanOptions()
/// options.mode = .fast        // webcam frames: bounded time, the next frame comes soon
/// ```
public enum ScanMode: String, Codable, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Two or three cheap passes on an image reduced to at most about 320,000 pixels: a
    /// 1280×720 frame with no code costs a few milliseconds. For camera frames.
    case fast
    /// The whole cascade of enhanced passes until a code is trusted. For still photos.
    case thorough

    /// `fast` or `thorough`.
    public var description: String { rawValue }
}
