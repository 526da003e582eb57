import GRDB

/// `ProfileChanges` checked and applied to the profile they change: every field's new value, and
/// the names of those that changed.
struct ProfileEdit: Sendable {
    let displayName: String
    let email: String?
    let phone: String?
    let libraryCard: String?
    let changedFields: [String]

    /// The profile of `user` after `changes`; errors name the field.
    init(_ changes: ProfileChanges, of user: User) throws(LendingError) {
        displayName = try changes.displayName.map { text throws(LendingError) in
            try TextField.displayName.optional(text) ?? user.username
        } ?? user.displayName
        email = try changes.email.map(ContactDetails.email) ?? user.email
        phone = try changes.phone.map(ContactDetails.phone) ?? user.phone
        libraryCard = try changes.libraryCard.map { text throws(LendingError) in try CardNumber.optional(text)?.text }
            ?? user.libraryCard
        changedFields = [(TextField.displayName.name, displayName != user.displayName),
                         (TextField.email.name, email != user.email), (TextField.phone.name, phone != user.phone),
                         ("library card", libraryCard != user.libraryCard)]
            .filter(\.1).map(\.0)
    }
}

extension LendingTransaction {
    /// Applies `changes` to the acting user's profile as stored now, so that a detail another
    /// process changed meanwhile is not put back, and logs which fields changed.
    func editProfile(_ changes: ProfileChanges) throws -> User {
        guard let current = try User.fetchOne(db, key: actor.id) else { throw LendingError.userNotFound(actor.username) }
        let edit = try ProfileEdit(changes, of: current)
        let user = try db.writeReturning(User.self, sql: """
            UPDATE user SET displayName = ?, email = ?, phone = ?, libraryCard = ? WHERE id = ? RETURNING *
            """, arguments: [edit.displayName, edit.email, edit.phone, edit.libraryCard, actor.id])
        if !edit.changedFields.isEmpty {
            try log(.profileEdited, bookID: nil, before: nil, after: "changed " + edit.changedFields.joined(separator: ", "))
        }
        return user
    }
}
