import Testing
@testable import LendingKit

@Suite("Users")
struct UserTests {
    @Test("usernames are 3 to 32 letters, digits, dots, underscores or hyphens",
          arguments: ["abc", "a.b", "A_b-9", String(repeating: "x", count: 32)])
    func validUsernames(name: String) throws {
        #expect(try UserProfile(username: name).username == name)
    }

    @Test("other usernames are invalid input naming the username",
          arguments: ["", "ab", String(repeating: "x", count: 33), "al ice", "alice!", "élodie", "a/b"])
    func invalidUsernames(name: String) {
        let error = expectError(.invalidInput) { try UserProfile(username: name) }
        #expect(error == .invalidUsername(name))
    }

    @Test("a profile trims its texts and shows the username when no display name is given")
    func profileDefaults() throws {
        let profile = try UserProfile(username: "zoe", displayName: "  ", email: " z@example.org ", phone: "")
        #expect(profile.displayName == "zoe")
        #expect(profile.email == "z@example.org")
        #expect(profile.phone == nil)
    }

    @Test("usernames are unique without regard to letter case, and found in any case")
    func caseInsensitiveUnique() throws {
        let library = try Library()
        let error = expectError(.conflict) { try library.db.createUser(UserProfile(username: "ALICE")) }
        #expect(error == .usernameTaken("ALICE"))
        let found = try library.db.user(named: "Alice")
        #expect(found == library.alice)
        #expect(found.email == "alice@example.org")
    }

    @Test("an unknown username is not found")
    func unknownUser() throws {
        let error = expectError(.notFound) { try Library().db.user(named: "zed") }
        #expect(error?.description == "no such user: zed")
    }

    @Test("a user edits their own profile: checked, empty removes, the log names fields only, nothing reverted")
    func editProfile() throws {
        let library = try Library()
        let stale = library.alice
        let edited = try library.db.editProfile(ProfileChanges(phone: "+33 1 23 45 67 89", libraryCard: "LC-7"), by: stale)
        #expect(edited.phone == "+33 1 23 45 67 89" && edited.libraryCard == "LC-7" && edited.email == "alice@example.org")
        let renamed = try library.db.editProfile(ProfileChanges(displayName: "", email: ""), by: stale)
        #expect(renamed.displayName == "alice" && renamed.email == nil && renamed.phone == "+33 1 23 45 67 89")
        let before = try DatabaseSnapshot(library.db)
        #expect(throws: LendingError.invalidEmail("a@b")) { try library.db.editProfile(ProfileChanges(email: "a@b"), by: stale) }
        #expect(throws: LendingError.invalidPhone("12-ab")) { try library.db.editProfile(ProfileChanges(phone: "12-ab"), by: stale) }
        #expect(try DatabaseSnapshot(library.db) == before)
        let log = try library.db.dbWriter.read { db in
            try String.fetchAll(db, sql: "SELECT after FROM lendingEvent WHERE action = 'profileEdited' ORDER BY id")
        }
        #expect(log == ["changed phone, library card", "changed display name, email"])
        #expect(edited.visible(to: library.bob).libraryCard == "••••" && edited.visible(to: nil).email == "alice@example.org")
        #expect(edited.visible(to: library.alice).libraryCard == "LC-7")
    }
}
