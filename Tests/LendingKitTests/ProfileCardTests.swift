import Foundation
import GRDB
import Testing
@testable import LendingKit

/// A person's library cards: listed on their profile, whole only for their holder and the library
/// that issued them, and one rule for every card number, in Swift and in the database.
@Suite struct ProfileCardTests {
    @Test func cardsShowWholeOnlyToTheirHolderAndTheLibraryThatIssuedThem() throws {
        let library = try Library()
        try library.db.editProfile(ProfileChanges(libraryCard: "home-7007"), by: library.bob)
        try library.db.addMember(library.bob, card: "lc-0042", pin: nil, by: library.alice)
        try library.db.addMember(library.bob, card: "D-9001", pin: nil, by: library.dave)
        func numbers(as viewer: User?) throws -> [String] {
            try library.db.cards(of: library.bob, as: viewer).map { "\($0.library ?? "own") \($0.number)" }
        }
        #expect(try numbers(as: library.bob) == ["own HOME-7007", "alice LC-0042", "dave D-9001"])
        #expect(try numbers(as: library.alice) == ["own ••••7007", "alice LC-0042", "dave ••••9001"])
        #expect(try numbers(as: library.dave) == ["own ••••7007", "alice ••••0042", "dave D-9001"])
        for viewer in [library.carol, nil] {
            #expect(try numbers(as: viewer) == ["own ••••7007", "alice ••••0042", "dave ••••9001"])
        }
        #expect(try library.db.cards(of: library.bob, as: library.carol).allSatisfy(\.isMasked))
        #expect(try library.db.cards(of: library.carol, as: library.carol).isEmpty)
        let bob = try library.db.user(named: "bob")
        #expect(bob.visible(to: library.bob).libraryCard == "HOME-7007")
        for viewer in [library.alice, library.carol, nil] {
            #expect(bob.visible(to: viewer).libraryCard == "••••7007")
        }
    }

    @Test func aProfileCardFollowsTheRuleOfMembershipCards() throws {
        let library = try Library()
        let created = try library.db.createUser(UserProfile(username: "erin", libraryCard: " lc-0042 "))
        #expect(created.libraryCard == "LC-0042")
        for bad in ["LC 42", "LC_42", String(repeating: "9", count: 33), "Ä1", "1\u{1B}[2J"] {
            #expect(throws: LendingError.circulation(.invalidCardNumber(bad))) {
                try UserProfile(username: "frank", libraryCard: bad)
            }
            let error = expectError(.invalidInput) { try library.db.editProfile(ProfileChanges(libraryCard: bad), by: created) }
            #expect(error == .circulation(.invalidCardNumber(bad)))
            #expect(error?.description == "invalid card number '\(bad)': use 1 to 32 letters, digits or '-'")
            // The same value is refused alike as a membership card.
            let member = expectError(.invalidInput) { try library.db.addMember(library.bob, card: bad, pin: nil, by: library.alice) }
            #expect(member == error)
        }
        #expect(try library.db.user(named: "erin").libraryCard == "LC-0042")
        #expect(try library.db.editProfile(ProfileChanges(libraryCard: String(repeating: "x", count: 32)), by: created)
            .libraryCard == String(repeating: "X", count: 32))
        #expect(try library.db.editProfile(ProfileChanges(libraryCard: " "), by: created).libraryCard == nil)
    }

    @Test func theDatabaseRefusesACardNumberTheRuleRefuses() throws {
        let library = try Library()
        try library.db.addMember(library.bob, card: "LC-1", pin: nil, by: library.alice)
        let statements = [
            "UPDATE user SET libraryCard = 'lc 42' WHERE username = 'bob'",
            "INSERT INTO user (username, displayName, libraryCard, createdAt) VALUES ('erin', 'erin', '\(String(repeating: "9", count: 33))', '2026-11-02')",
            "UPDATE member SET cardNumber = 'LC_1'",
            "UPDATE member SET cardNumber = 'lc-1'",
        ]
        for sql in statements {
            #expect(throws: DatabaseError.self, "\(sql)") {
                try library.db.dbWriter.write { db in try db.execute(sql: sql) }
            }
        }
        // A card stored as free text by an earlier release survives edits of the other fields.
        try library.db.dbWriter.write { db in
            for table in ["user", "member"] {
                for event in ["insert", "update"] { try db.execute(sql: "DROP TRIGGER \(table)_card_number_on_\(event)") }
            }
            try db.execute(sql: "UPDATE user SET libraryCard = 'old card 7' WHERE username = 'carol'")
            try AppDatabase.checkCardNumbers(db)
        }
        let carol = try library.db.editProfile(ProfileChanges(displayName: "Carol"), by: library.carol)
        #expect(carol.libraryCard == "old card 7" && carol.displayName == "Carol")
    }
}
