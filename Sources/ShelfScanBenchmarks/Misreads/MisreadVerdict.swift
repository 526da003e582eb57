import BarcodeKit

/// How one image fared: what its two scans (as photographed, and turned 180°) reported against
/// the number it shows.
///
/// The image's verdict is on everything either scan reported. Any main number other than the
/// expected one makes it a misread, even beside the right one: a wrong number reaching a shelf
/// or a till costs far more than no number.
///
/// ```swift
/// let verdict = MisreadVerdict(expectedGTIN13: "9780306406157", expectedAddOn: "51299",
///                              upright: codes, turned: turnedCodes)
/// verdict.main      // .correct, .misread or .none
/// verdict.addOn     // .correct, .wrong, .missing or .notExpected
/// verdict.unstable  // the two scans disagreed
/// ```
public struct MisreadVerdict: Sendable, Hashable, Codable {
    /// What became of the main number.
    public enum Main: String, Sendable, Hashable, Codable {
        /// The expected number, and no other, was reported.
        case correct
        /// Some other number was reported.
        case misread
        /// Nothing was reported.
        case none
    }

    /// What became of the add-on.
    public enum AddOn: String, Sendable, Hashable, Codable {
        /// The expected add-on was reported on the expected number, and no other add-on.
        case correct
        /// An add-on other than the expected one was reported, or one where none is printed.
        case wrong
        /// An add-on was expected and none was reported.
        case missing
        /// None was printed and none was reported.
        case notExpected
    }

    /// The main number's verdict.
    public var main: Main
    /// The add-on's verdict.
    public var addOn: AddOn
    /// Whether the two scans reported different sets of main numbers.
    public var unstable: Bool
    /// Every distinct `GTIN13[+addon]` the scans reported, upright first.
    public var read: [String]

    /// Judges the codes read upright and turned 180° against what the image shows.
    public init(expectedGTIN13: String, expectedAddOn: String?, upright: [Barcode], turned: [Barcode]) {
        let codes = upright + turned
        main = Self.judgeMain(codes, expected: expectedGTIN13)
        addOn = Self.judgeAddOn(codes, expected: expectedGTIN13, expectedAddOn: expectedAddOn)
        unstable = Set(upright.map(\.gtin13)) != Set(turned.map(\.gtin13))
        var seen: Set<String> = []
        read = codes.map { $0.gtin13 + ($0.addOn.map { "+" + $0 } ?? "") }.filter { seen.insert($0).inserted }
    }

    private static func judgeMain(_ codes: [Barcode], expected: String) -> Main {
        if codes.contains(where: { $0.gtin13 != expected }) { return .misread }
        return codes.isEmpty ? .none : .correct
    }

    private static func judgeAddOn(_ codes: [Barcode], expected: String, expectedAddOn: String?) -> AddOn {
        let reported = codes.compactMap(\.addOn)
        if reported.contains(where: { $0 != expectedAddOn }) { return .wrong }
        guard let expectedAddOn else { return .notExpected }
        let found = codes.contains { $0.gtin13 == expected && $0.addOn == expectedAddOn }
        return found ? .correct : .missing
    }
}
