import GRDB

extension AppDatabase {
    /// Sets `user`'s profile photo, replacing the one they had; checked like a book's photo.
    ///
    /// ```swift
    /// let photo = try db.setProfilePhoto(PhotoUpload(bytes: png, name: "me.png"), by: alice)
    /// ```
    @discardableResult
    public func setProfilePhoto(_ upload: PhotoUpload, by user: User) throws(LendingError) -> Photo {
        let prepared = try prepare([upload])
        let (photo, replaced) = try write(by: user) { tx in try replaceProfilePhoto(with: prepared, in: tx) }
        if let replaced { try finishDeletion([replaced.file, replaced.thumbnailFile]) }
        return photo
    }

    /// The `async` form of `setProfilePhoto(_:by:)`.
    @discardableResult
    public func setProfilePhoto(_ upload: PhotoUpload, by user: User) async throws(LendingError) -> Photo {
        let prepared = try await prepare([upload])
        let (photo, replaced) = try await write(by: user) { tx in try replaceProfilePhoto(with: prepared, in: tx) }
        if let replaced { try await finishDeletion([replaced.file, replaced.thumbnailFile]) }
        return photo
    }

    /// `user`'s profile photo, or `.noProfilePhoto`. Anyone may look.
    ///
    /// ```swift
    /// try db.profilePhoto(of: alice).width   // 400
    /// ```
    public func profilePhoto(of user: User) throws(LendingError) -> Photo {
        try read { db in try Self.fetchProfilePhoto(of: user, db) }
    }

    /// The `async` form of `profilePhoto(of:)`.
    public func profilePhoto(of user: User) async throws(LendingError) -> Photo {
        try await read { db in try Self.fetchProfilePhoto(of: user, db) }
    }

    /// Removes `user`'s profile photo; `.noProfilePhoto` if there is none.
    ///
    /// ```swift
    /// try db.deleteProfilePhoto(by: alice)
    /// ```
    public func deleteProfilePhoto(by user: User) throws(LendingError) {
        try deletePhoto(try profilePhoto(of: user).id, by: user)
    }

    /// The `async` form of `deleteProfilePhoto(by:)`.
    public func deleteProfilePhoto(by user: User) async throws(LendingError) {
        try await deletePhoto(try await profilePhoto(of: user).id, by: user)
    }

    /// Replaces the acting user's profile photo by `prepared` (its one upload); returns the photo
    /// and the one it replaced, whose files go after the commit.
    private func replaceProfilePhoto(with prepared: [PreparedUpload],
                                     in tx: LendingTransaction) throws -> (Photo, replaced: Photo?) {
        let old = try Self.photoRows(of: .user(tx.actor.id), tx.db).first
        if let old, old.sha256 == prepared.first?.sha256 { return (old, nil) }
        if let old {
            try tx.db.execute(sql: "DELETE FROM photo WHERE id = ?", arguments: [old.id])
            try tx.log(.photoDeleted, bookID: nil, before: "profile " + old.summary, after: nil)
        }
        guard let photo = try insertPhotos(prepared, for: .user(tx.actor.id), in: tx).first else {
            throw LendingError.storage("profile photo of \(tx.actor.username) was not inserted")
        }
        try passCrashPoint(.beforeCommit)
        return (photo, old)
    }

    private static func fetchProfilePhoto(of user: User, _ db: Database) throws -> Photo {
        guard let photo = try photoRows(of: .user(user.id), db).first else {
            throw LendingError.noProfilePhoto(user.username)
        }
        return photo
    }
}
