import RasterKit

/// How big a photo may be, how many a book may have, and how large thumbnails are made.
///
/// ```swift
/// let rules = PhotoRules(limits: PhotoLimits(maxBytes: 10_000_000, maxPixels: 24_000_000), photosPerBook: 6)
/// let db = try AppDatabase.open(atPath: "lending.sqlite", photoRules: rules)
/// ```
public struct PhotoRules: Sendable, Hashable {
    /// The largest file and picture accepted.
    public var limits: PhotoLimits
    /// The most photos one book may have.
    public var photosPerBook: Int
    /// The thumbnail's longest side in pixels.
    public var thumbnailSide: Int

    /// 25 MB and 50 megapixels a photo, 12 photos a book, thumbnails of 320 pixels.
    public static let standard = PhotoRules(limits: .standard, photosPerBook: 12, thumbnailSide: 320)

    /// Creates rules.
    ///
    /// - Precondition: `photosPerBook` is at least 1 and `thumbnailSide` is 1…65500.
    public init(limits: PhotoLimits = .standard, photosPerBook: Int = 12, thumbnailSide: Int = 320) {
        precondition(photosPerBook >= 1, "photosPerBook must be at least 1")
        precondition((1...65_500).contains(thumbnailSide), "thumbnailSide must be 1…65500")
        self.limits = limits
        self.photosPerBook = photosPerBook
        self.thumbnailSide = thumbnailSide
    }

    /// The preparer that checks and cleans uploads under these rules.
    var preparer: PhotoPreparer {
        PhotoPreparer(limits: limits, thumbnailSide: thumbnailSide)
    }
}
