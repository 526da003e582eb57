import ArgumentParser
import ShelfScan

/// `--user`, `--db` and `--json`, shared by every lending command.
struct LendingOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Act as this user (default: $SHELFSCAN_USER).", valueName: "username"))
    var user: String?

    @Option(name: .customLong("db"),
            help: ArgumentHelp("The database file (default: $SHELFSCAN_DB, else "
                               + "$XDG_DATA_HOME/shelfscan/lending.sqlite, i.e. ~/.local/share/shelfscan/).",
                               valueName: "file"))
    var database: String?

    @Flag(help: "Print one JSON object per line instead of text.")
    var json = false

    /// Where the command works and as whom: each option wins over its variable.
    func settings(in environment: LendingEnvironment) throws(LendingSetupError) -> LendingSettings {
        let username = user ?? environment.user
        if let path = database ?? environment.database {
            return LendingSettings(username: username, databasePath: path, folderToCreate: nil)
        }
        guard let folder = environment.dataFolder else { throw .noDatabaseLocation }
        return LendingSettings(username: username, databasePath: folder.lendingDatabase, folderToCreate: folder.path)
    }
}
