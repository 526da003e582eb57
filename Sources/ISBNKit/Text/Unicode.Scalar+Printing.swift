extension Unicode.Scalar {
    /// Whether printing this scalar raw could act on a terminal or reorder what is shown: a
    /// control character (C0, DEL, C1, which includes line feed and tab), a bidirectional embedding,
    /// override or isolate, or a line or paragraph separator.
    ///
    /// ```swift
    /// Unicode.Scalar(0x1B)!.isUnsafeToPrint   // true: ESC starts terminal commands
    /// ("é" as Unicode.Scalar).isUnsafeToPrint // false
    /// ```
    public var isUnsafeToPrint: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
