extension String {
    /// The text with every scalar that is unsafe to print raw (`Unicode.Scalar.isUnsafeToPrint`)
    /// written as `\u{1B}`; line feeds are kept when `keepingLineBreaks`, and tabs with them.
    ///
    /// For showing text that others typed, or that an earlier release stored unchecked: what a
    /// terminal receives then never holds an escape sequence.
    ///
    /// ```swift
    /// "x\u{1B}[2J".escapingUnsafeScalars()   // #"x\u{1B}[2J"#
    /// ```
    public func escapingUnsafeScalars(keepingLineBreaks: Bool = true) -> String {
        guard unicodeScalars.contains(where: \.isUnsafeToPrint) else { return self }
        var escaped = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if !scalar.isUnsafeToPrint || (keepingLineBreaks && (scalar == "\n" || scalar == "\t")) {
                escaped.append(scalar)
            } else {
                escaped.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            }
        }
        return String(escaped)
    }
}
