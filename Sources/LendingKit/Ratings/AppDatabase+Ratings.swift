import GRDB

extension AppDatabase {
    /// One side of a loan or gift rates the other, 1–5 stars and an optional text, once it is over:
    /// a loan after both return scans, a gift after both handover scans. Rating the same loan or
    /// gift again revises the rating: stars and text are replaced (no text given means none) and
    /// `revisedAt` is set.
    ///
    /// ```swift
    /// try db.rate(.loan(4), stars: 5, text: "Friendly and on time", by: bob)
    /// try db.rate(.loan(4), stars: 4, text: "Friendly, a day late", by: bob)   // revised
    /// try db.rate(.gift(request: 9), stars: 5, by: carol)
    /// ```
    @discardableResult
    public func rate(_ subject: RatingSubject, stars: Int, text: String? = nil,
                     by user: User) throws(LendingError) -> Rating {
        let checked = try Self.checkedRating(stars: stars, text: text)
        return try write(by: user) { tx in try tx.rate(subject, stars: stars, text: checked) }
    }

    /// The `async` form of `rate(_:stars:text:by:)`.
    @discardableResult
    public func rate(_ subject: RatingSubject, stars: Int, text: String? = nil,
                     by user: User) async throws(LendingError) -> Rating {
        let checked = try Self.checkedRating(stars: stars, text: text)
        return try await write(by: user) { tx in try tx.rate(subject, stars: stars, text: checked) }
    }

    /// The reviews `user` received, newest first (by their last revision), a page at a time.
    ///
    /// ```swift
    /// let page = try db.reviews(of: bob, page: PageRequest(limit: 10))
    /// page.items.first?.rating.text   // "Careful reader"
    /// page.total                      // every review bob has
    /// ```
    public func reviews(of user: User, page: PageRequest = .first) throws(LendingError) -> Page<Review> {
        try read { db in try Self.fetchReviews(of: user, page: page, db) }
    }

    /// The `async` form of `reviews(of:page:)`.
    public func reviews(of user: User, page: PageRequest = .first) async throws(LendingError) -> Page<Review> {
        try await read { db in try Self.fetchReviews(of: user, page: page, db) }
    }

    /// How many ratings `user` received and their average.
    ///
    /// ```swift
    /// try db.ratingSummary(of: bob).averageStars   // 4.5
    /// ```
    public func ratingSummary(of user: User) throws(LendingError) -> RatingSummary {
        try read { db in try Self.fetchSummary(of: user, db) }
    }

    /// The `async` form of `ratingSummary(of:)`.
    public func ratingSummary(of user: User) async throws(LendingError) -> RatingSummary {
        try await read { db in try Self.fetchSummary(of: user, db) }
    }

    /// The text checked as `TextField.ratingText`, after the stars are checked to be 1…5.
    private static func checkedRating(stars: Int, text: String?) throws(LendingError) -> String? {
        guard (1...5).contains(stars) else { throw .invalidRating(stars) }
        return try TextField.ratingText.optional(text)
    }

    private static func fetchSummary(of user: User, _ db: Database) throws -> RatingSummary {
        let row = try Row.fetchOne(db, sql: "SELECT COUNT(*), AVG(stars) FROM rating WHERE rateeID = ?",
                                   arguments: [user.id])
        return RatingSummary(count: row?[0] ?? 0, averageStars: row?[1])
    }

    private static func fetchReviews(of user: User, page: PageRequest, _ db: Database) throws -> Page<Review> {
        let rows = try Row.fetchAll(db, sql: """
            SELECT rating.*, rater.username AS raterName, book.id AS reviewedBookID, book.title AS bookTitle
            FROM rating
            JOIN user rater ON rater.id = rating.raterID
            JOIN bookRequest ON bookRequest.id = rating.requestID
            JOIN book ON book.id = bookRequest.bookID
            WHERE rating.rateeID = ?
            ORDER BY COALESCE(rating.revisedAt, rating.createdAt) DESC, rating.id DESC
            LIMIT ? OFFSET ?
            """, arguments: [user.id, page.limit, page.offset])
        let reviews = try rows.map { row in
            Review(rating: try Rating(row: row), rater: row["raterName"], bookID: row["reviewedBookID"],
                   bookTitle: row["bookTitle"])
        }
        let total = try Self.total(of: reviews.count, in: page) {
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM rating WHERE rateeID = ?", arguments: [user.id]) ?? 0
        }
        return Page(items: reviews, total: total, offset: page.offset)
    }
}
