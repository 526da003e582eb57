/// How frame rates are written for people: whole numbers bare, others to two decimals.
enum V4L2Rate {
    /// `30`, `7.5`, `29.97`.
    static func text(_ rate: Double) -> String {
        guard rate.isFinite else { return "?" }
        let hundredths = (rate * 100).rounded()
        let whole = Int(hundredths / 100)
        let fraction = Int(hundredths) - whole * 100
        if fraction == 0 { return "\(whole)" }
        if fraction % 10 == 0 { return "\(whole).\(fraction / 10)" }
        return fraction < 10 ? "\(whole).0\(fraction)" : "\(whole).\(fraction)"
    }
}
