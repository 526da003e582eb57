import ArgumentParser
import ShelfScan

extension CardSymbology: ExpressibleByArgument {
    /// `codabar`, `code39`, `code128` or `i25` (also `interleaved2of5`), in any letter case.
    public init?(argument: String) {
        switch argument.lowercased().filter({ $0.isLetter || $0.isNumber }) {
        case "codabar": self = .codabar
        case "code39": self = .code39
        case "code128": self = .code128
        case "i25", "interleaved2of5", "itf": self = .interleaved2of5
        default: return nil
        }
    }
}
