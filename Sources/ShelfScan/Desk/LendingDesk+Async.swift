import LendingKit

extension LendingDesk {
    /// The `async` form of `addBook(from:title:authors:description:subjects:isGift:by:)`.
    ///
    /// ```swift
    /// let added = try await desk.addBook(from: .upload(bytes: body, name: "cover.jpg"), title: "Dune",
    ///                                    authors: ["Frank Herbert"], by: alice)
    /// ```
    @discardableResult
    public func addBook(from source: BookCodeSource, title: String, authors: [String], description: String? = nil,
                        subjects: [String] = [], isGift: Bool = false,
                        by owner: User) async throws(DeskError) -> AddedBook {
        let reading = try await reader.read(source, for: .adding)
        let draft = try Self.draft(reading, source: source, title: title, authors: authors, description: description,
                                   subjects: subjects, isGift: isGift)
        let added = try await Self.lending { () async throws(LendingError) in
            try await database.addBook(draft, photos: reading.photo.map { [$0] } ?? [], by: owner)
        }
        return AddedBook(book: added.book, source: source, photo: added.photos.first)
    }

    /// The `async` form of `handOver(_:by:bookID:)`.
    @discardableResult
    public func handOver(_ source: BookCodeSource, by owner: User, bookID: Int64? = nil) async throws(DeskError) -> DeskScan {
        try await scan(source, action: .handOver, by: owner, bookID: bookID)
    }

    /// The `async` form of `receive(_:by:bookID:)`.
    @discardableResult
    public func receive(_ source: BookCodeSource, by user: User, bookID: Int64? = nil) async throws(DeskError) -> DeskScan {
        try await scan(source, action: .receive, by: user, bookID: bookID)
    }

    /// The `async` form of `handBack(_:by:bookID:comment:)`.
    @discardableResult
    public func handBack(_ source: BookCodeSource, by borrower: User, bookID: Int64? = nil,
                         comment: String? = nil) async throws(DeskError) -> DeskScan {
        try await scan(source, action: .handBack, by: borrower, bookID: bookID, comment: comment)
    }

    /// The `async` form of `scan(_:action:by:bookID:comment:)`.
    ///
    /// ```swift
    /// let result = try await desk.scan(.upload(bytes: body, name: "scan.jpg"), action: .receive, by: bob)
    /// ```
    @discardableResult
    public func scan(_ source: BookCodeSource, action: ScanAction, by user: User, bookID: Int64? = nil,
                     comment: String? = nil) async throws(DeskError) -> DeskScan {
        let target = try Self.target(of: try await reader.read(source), source: source, bookID: bookID)
        let result = try await Self.lending { () async throws(LendingError) in
            try await database.scan(target, action: action, by: user, comment: comment, source: source.namedInput)
        }
        return DeskScan(result, source: source)
    }
}
