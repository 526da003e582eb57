/// Counts for a group of the misread benchmark's images: one kind of symbol, one degradation,
/// or all of them.
public struct MisreadTally: Sendable, Hashable, Codable {
    /// The group, e.g. `EAN-13+5`, `blur` or `total`.
    public var name: String
    /// Images in the group.
    public var images: Int
    /// Images whose expected number, and no other, was read.
    public var correct: Int
    /// Images where a wrong main number was reported.
    public var misread: Int
    /// Images where nothing was reported.
    public var none: Int
    /// Images whose upright and turned scans reported different numbers.
    public var unstable: Int
    /// Images printed with an add-on.
    public var addOnImages: Int
    /// Of those, how many had it read on the right number.
    public var addOnCorrect: Int
    /// Images with an add-on reported that is not the printed one (or where none is printed).
    public var addOnWrong: Int
    /// Images with a printed add-on that was not reported (and no wrong one).
    public var addOnMissing: Int
    /// Correct images per 1,000 images.
    public var readsPer1000: Double
    /// Misread images per 1,000 images: the figure the scanner must keep at 1 or less.
    public var misreadsPer1000: Double

    /// Tallies `results` under `name`.
    public init(name: String, results: [MisreadImageResult]) {
        self.name = name
        images = results.count
        correct = results.count { $0.verdict.main == .correct }
        misread = results.count { $0.verdict.main == .misread }
        none = results.count { $0.verdict.main == .none }
        unstable = results.count { $0.verdict.unstable }
        addOnImages = results.count { $0.expectedAddOn != nil }
        addOnCorrect = results.count { $0.verdict.addOn == .correct }
        addOnWrong = results.count { $0.verdict.addOn == .wrong }
        addOnMissing = results.count { $0.verdict.addOn == .missing }
        readsPer1000 = Self.perThousand(correct, of: images)
        misreadsPer1000 = Self.perThousand(misread, of: images)
    }

    private static func perThousand(_ count: Int, of total: Int) -> Double {
        total == 0 ? 0 : 1000 * Double(count) / Double(total)
    }
}
