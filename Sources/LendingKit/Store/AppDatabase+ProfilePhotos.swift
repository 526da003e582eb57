import GRDB

extension AppDatabase {
    /// Sets `user`'s profile photo, replacing the one they had; checked like a book's photo.
    ///
    /// ```swift
    /// let photo = try db.setProfilePhoto(PhotoUpload(bytes: png, name: "me.png"), by: alice)
    /// ```
    @discardableResult
    public func setProfilePhoto(_ upload: PhotoUpload, by user: User) throws(LendingError) -> Photo {
        let prepared = try PreparedUpload(upload, rules: photoRules)
        let (photo, replaced) = try write { db in
            let tx = LendingTransaction(db: db, actor: user)
            let old = try photoRows(of: .user(user.id), db).first
            if let old, old.sha256 == prepared.sha256 { return (old, nil as Photo?) }
            if let old {
                try db.execute(sql: "DELETE FROM photo WHERE id = ?", arguments: [old.id])
                try tx.log(.photoDeleted, bookID: nil, before: "profile " + old.summary, after: nil)
            }
            guard let photo = try insertPhotos([prepared], for: .user(user.id), in: tx).first else {
                throw LendingError.storage("profile photo of \(user.username) was not inserted")
            }
            try passCrashPoint(.beforeCommit)
            return (photo, old)
        }
        if let replaced { try finishDeletion([replaced.file, replaced.thumbnailFile]) }
        return photo
    }

    /// `user`'s profile photo, or `.noProfilePhoto`. Anyone may look.
    ///
    /// ```swift
    /// try db.profilePhoto(of: alice).width   // 400
    /// ```
    public func profilePhoto(of user: User) throws(LendingError) -> Photo {
        try read { db in
            guard let photo = try photoRows(of: .user(user.id), db).first else {
                throw LendingError.noProfilePhoto(user.username)
            }
            return photo
        }
    }

    /// Removes `user`'s profile photo; `.noProfilePhoto` if there is none.
    ///
    /// ```swift
    /// try db.deleteProfilePhoto(by: alice)
    /// ```
    public func deleteProfilePhoto(by user: User) throws(LendingError) {
        try deletePhoto(try profilePhoto(of: user).id, by: user)
    }
}
