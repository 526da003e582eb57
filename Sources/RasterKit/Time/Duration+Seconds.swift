extension Duration {
    /// The duration in seconds as a `Double`, for arithmetic and printing.
    ///
    /// ```swift
    /// Duration.milliseconds(1500).seconds   // 1.5
    /// ```
    public var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
