extension Duration {
    /// The duration in seconds, as a `Double`: the unit every benchmark result reports.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
