/// What `LendingOptions` and the environment decided: the acting user and the database file.
struct LendingSettings: Equatable {
    /// The acting user's name, if one was given.
    var username: String?
    /// The database file.
    var databasePath: String
    /// The default data folder, created owner-only when missing; `nil` for a file the user chose.
    var folderToCreate: String?
}
