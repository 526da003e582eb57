extension Duration {
    /// The duration in seconds, for date arithmetic.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// `2 s`, `0.3 s`, `1.25 s`: for messages.
    var shortDescription: String {
        let rounded = (inSeconds * 100).rounded() / 100
        return rounded == rounded.rounded() ? "\(Int(rounded)) s" : "\(rounded) s"
    }
}
