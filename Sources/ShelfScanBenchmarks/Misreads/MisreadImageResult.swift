/// One image's verdict with what it showed, as the report lists it.
public struct MisreadImageResult: Sendable, Hashable, Codable {
    /// The image's index in the run (with the seed, enough to make it again).
    public var index: Int
    /// The kind of symbol.
    public var kind: MisreadCase
    /// The number a correct read reports.
    public var expectedGTIN13: String
    /// The add-on printed, if any.
    public var expectedAddOn: String?
    /// The degradations applied.
    public var degradations: [MisreadDegradation]
    /// The verdict.
    public var verdict: MisreadVerdict

    /// Creates a result.
    public init(index: Int, kind: MisreadCase, expectedGTIN13: String, expectedAddOn: String?,
                degradations: [MisreadDegradation], verdict: MisreadVerdict) {
        self.index = index
        self.kind = kind
        self.expectedGTIN13 = expectedGTIN13
        self.expectedAddOn = expectedAddOn
        self.degradations = degradations
        self.verdict = verdict
    }

    /// Whether a developer should look at the image: a misread, a wrong add-on, or scans that disagree.
    public var isProblem: Bool {
        verdict.main == .misread || verdict.addOn == .wrong || verdict.unstable
    }
}
