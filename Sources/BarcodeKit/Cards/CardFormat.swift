/// How an owner's cards turn a card reading into the card number they issued: the normalisation
/// hook between what the barcode holds and what `member add --card` stored.
///
/// Many libraries print Codabar with start and stop characters around the number (`A12345678B`),
/// some add a fixed prefix; the number itself is letters, digits and `-`, as card numbers are
/// stored upper case.
///
/// ```swift
/// CardFormat().cardNumber(from: reading)                    // "12345678" from Codabar "A12345678B"
/// CardFormat(prefixes: ["LIB"]).cardNumber(from: reading)    // "0042" from Code 39 "LIB0042"
/// ```
public struct CardFormat: Sendable, Hashable {
    /// The symbologies this owner's cards use; readings in others are no card of theirs.
    public var symbologies: Set<CardSymbology>
    /// Whether Codabar's start and stop characters (A, B, C or D) are taken off.
    public var stripsCodabarGuards: Bool
    /// Prefixes taken off the front, the first that matches (compared upper case).
    public var prefixes: [String]
    /// How long the card number may be once normalised.
    public var lengths: ClosedRange<Int>

    /// A format accepting every card symbology, taking off Codabar's guards and no prefix, for
    /// numbers of 1 to 32 characters.
    public init(symbologies: Set<CardSymbology> = Set(CardSymbology.allCases), stripsCodabarGuards: Bool = true,
                prefixes: [String] = [], lengths: ClosedRange<Int> = 1...32) {
        self.symbologies = symbologies
        self.stripsCodabarGuards = stripsCodabarGuards
        self.prefixes = prefixes
        self.lengths = lengths
    }

    /// The card number `reading` carries under this format, upper case; `nil` when it is in
    /// another symbology, its length is out of range, or it holds other characters than letters,
    /// digits and `-`.
    public func cardNumber(from reading: CardReading) -> String? {
        guard symbologies.contains(reading.symbology) else { return nil }
        var text = Substring(reading.text.uppercased())
        if reading.symbology == .codabar, stripsCodabarGuards, text.count >= 2,
           let first = text.first, let last = text.last, Self.codabarGuards.contains(first), Self.codabarGuards.contains(last) {
            text = text.dropFirst().dropLast()
        }
        if let prefix = prefixes.map({ $0.uppercased() }).first(where: { !$0.isEmpty && text.hasPrefix($0) }) {
            text = text.dropFirst(prefix.count)
        }
        guard lengths.contains(text.count),
              text.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" })
        else { return nil }
        return String(text)
    }

    private static let codabarGuards: Set<Character> = ["A", "B", "C", "D"]
}
