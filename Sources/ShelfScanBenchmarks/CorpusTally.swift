/// Counts and timings for a group of corpus images (one folder, or all of them).
public struct CorpusTally: Sendable, Hashable, Codable {
    /// The folder, or `"total"`.
    public var name: String
    /// Images in the group.
    public var images: Int
    /// Images read correctly.
    public var correct: Int
    /// Images where a wrong code was reported.
    public var misread: Int
    /// Images where no code was reported.
    public var none: Int
    /// Images that could not be decoded.
    public var unreadable: Int
    /// Images carrying an add-on.
    public var addOnImages: Int
    /// Of those, how many had it read correctly.
    public var addOnCorrect: Int
    /// Reading and decoding files to pixels.
    public var load: TimingSummary
    /// Finding barcodes in the pixels.
    public var decode: TimingSummary

    /// Tallies `verdicts` under `name`.
    public init(name: String, verdicts: [ImageVerdict]) {
        self.name = name
        images = verdicts.count
        correct = verdicts.count { $0.status == .correct }
        misread = verdicts.count { $0.status == .misread }
        none = verdicts.count { $0.status == .none }
        unreadable = verdicts.count { $0.status == .unreadable }
        addOnImages = verdicts.count(where: \.hasAddOn)
        addOnCorrect = verdicts.count(where: \.addOnCorrect)
        load = TimingSummary(seconds: verdicts.map(\.loadSeconds))
        decode = TimingSummary(seconds: verdicts.map(\.decodeSeconds))
    }
}
