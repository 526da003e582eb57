import Testing
@testable import ShelfScanCLI

/// `LendingOptions.settings(in:)` with environments made by the tests, never the process's own.
@Suite("LendingOptions")
struct LendingOptionsTests {
    @Test("Options win over variables; variables fill in what options leave out")
    func precedence() throws {
        let environment = LendingEnvironment(variables: ["SHELFSCAN_USER": "bob", "SHELFSCAN_DB": "/srv/env.sqlite",
                                                         "HOME": "/home/bob"])
        let given = try LendingOptions.parse(["--user", "alice", "--db", "/tmp/given.sqlite"]).settings(in: environment)
        #expect(given == LendingSettings(username: "alice", databasePath: "/tmp/given.sqlite", folderToCreate: nil))
        let fromEnvironment = try LendingOptions.parse([]).settings(in: environment)
        #expect(fromEnvironment == LendingSettings(username: "bob", databasePath: "/srv/env.sqlite", folderToCreate: nil))
    }

    @Test("The default database sits in $XDG_DATA_HOME/shelfscan, else ~/.local/share/shelfscan")
    func defaultLocation() throws {
        let options = try LendingOptions.parse([])
        let xdg = try options.settings(in: LendingEnvironment(variables: ["XDG_DATA_HOME": "/data", "HOME": "/home/ann"]))
        #expect(xdg == LendingSettings(username: nil, databasePath: "/data/shelfscan/lending.sqlite", folderToCreate: "/data/shelfscan"))
        let relative = try options.settings(in: LendingEnvironment(variables: ["XDG_DATA_HOME": "data", "HOME": "/home/ann"]))
        #expect(relative.databasePath == "/home/ann/.local/share/shelfscan/lending.sqlite")
        let empty = try options.settings(in: LendingEnvironment(variables: ["SHELFSCAN_USER": "", "HOME": "/home/ann"]))
        #expect(empty.username == nil)
        #expect(throws: LendingSetupError.noDatabaseLocation) { try options.settings(in: LendingEnvironment(variables: [:])) }
    }
}
