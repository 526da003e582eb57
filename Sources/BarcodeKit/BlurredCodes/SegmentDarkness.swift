/// The part of a trellis decode that depends on the module grid alone: each segment's pixels,
/// and for each pattern of the segment and of its two neighbours, the darkness it adds to each of
/// those pixels (pixel after pixel, as `Gram` reads them). Refits of the tone levels on
/// one grid reuse it.
struct SegmentDarkness: Sendable {
    /// Per segment, the profile pixels it covers.
    var pixels: [Range<Int>] = []
    /// Per segment, its own patterns' darkness, pixel after pixel as `Gram` reads it.
    var own: [[Float]] = []
    /// Per segment, the previous segment's patterns' darkness over it (empty for the first).
    var previous: [[Float]] = []
    /// Per segment, the next segment's patterns' darkness over it (empty for the last).
    var next: [[Float]] = []
    /// Per segment, where in its pixels (0 being the first) the previous and the next segment's
    /// bars reach noticeably.
    var reaches: [(previous: Range<Int>, next: Range<Int>)] = []
}
