import Foundation
import GRDB
import Testing
@testable import LendingKit

/// Members, cards and PINs: adding, the PIN check with its count and lock, unlocking, changing a
/// PIN, and how PINs are hashed and compared.
@Suite struct MemberTests {
    /// Monday 2 November 2026, 10:00 UTC.
    private static let start = Date(timeIntervalSince1970: 1_793_613_600)

    /// A store at `start` with cheap PIN hashing, and alice's library with bob as a member: card
    /// LC-1, PIN 4711.
    private struct Story {
        let clock = MovableClock(MemberTests.start)
        let library: Library
        var db: AppDatabase { library.db }
        var alice: User { library.alice }
        var bob: User { library.bob }
        var carol: User { library.carol }

        init(bobsPIN: String? = "4711") throws {
            library = try Library(db: AppDatabase.inMemory(clock: clock.lendingClock, pinHashing: PINHashing(rounds: 1_000)))
            try library.db.addMember(library.bob, card: "LC-1", pin: bobsPIN, by: library.alice)
        }

        /// Tries bob's card with `pin`, returning the error.
        @discardableResult
        func wrong(_ pin: String = "0000", sourceLocation: SourceLocation = #_sourceLocation) -> LendingError? {
            expectError(.notAllowed, sourceLocation: sourceLocation) {
                try db.authenticate(card: "LC-1", pin: pin, library: alice)
            }
        }

        /// Bob's card as stored now.
        func card() throws -> Member { try db.member(card: "LC-1", library: alice) }

        /// The member rows as stored, PIN columns included.
        func rawRows() throws -> [Row] {
            try db.dbWriter.read { db in try Row.fetchAll(db, sql: "SELECT * FROM member ORDER BY id") }
        }

        /// The events about members, in order.
        func events() throws -> [LendingEvent] {
            try db.dbWriter.read { db in
                try LendingEvent.filter([LendingEvent.Action.memberAdded, .pinChanged, .pinReset, .cardLocked, .cardUnlocked]
                    .contains(Column("action"))).order(Column("id")).fetchAll(db)
            }
        }
    }

    // MARK: Adding members

    @Test func aUserBecomesAMemberWithACard() throws {
        let story = try Story()
        let member = try story.card()
        #expect(member.ownerID == story.alice.id && member.userID == story.bob.id && member.cardNumber == "LC-1")
        #expect(member.hasPIN && member.failedPINs == 0 && member.lockedUntil == nil && member.createdAt == Self.start)
        try story.db.addMember(story.carol, card: "A-7", pin: nil, by: story.alice)
        #expect(try story.db.members(of: story.alice).map { "\($0.member.cardNumber) \($0.username)" } == ["A-7 carol", "LC-1 bob"])
        #expect(try story.db.member(of: story.bob, library: story.alice) == member)
        #expect(try story.db.member(of: story.alice, library: story.bob) == nil)
        #expect(try story.db.members(of: story.bob).isEmpty)
        let events = try story.events()
        #expect(events.map(\.action) == [.memberAdded, .memberAdded] && events.allSatisfy { $0.actorID == story.alice.id })
        #expect(events.first?.after == "card LC-1: PIN set for bob")
    }

    @Test func cardNumbersAreTrimmedAndUpperCased() throws {
        let story = try Story()
        let member = try story.db.addMember(story.carol, card: "  lc-0042\t", pin: nil, by: story.alice)
        #expect(member.cardNumber == "LC-0042")
        #expect(try story.db.member(card: "Lc-0042 ", library: story.alice).id == member.id)
        #expect(try CardNumber(parsing: String(repeating: "9", count: 32)).text.count == 32)
        for bad in ["", "   ", "LC 42", "LC_42", String(repeating: "9", count: 33), "Ä1", "\u{FB00}1", "1\u{1B}[2J"] {
            #expect(throws: CirculationError.invalidCardNumber(bad)) { try CardNumber(parsing: bad) }
        }
    }

    @Test func aCardBelongsToOneMemberOfALibrary() throws {
        let story = try Story()
        let taken = expectError(.conflict) { try story.db.addMember(story.carol, card: "lc-1", pin: nil, by: story.alice) }
        #expect(taken == .circulation(.cardTaken("LC-1")))
        #expect(taken?.description == "card LC-1 already belongs to another member")
        // Another library may hand out the same number.
        try story.db.addMember(story.carol, card: "LC-1", pin: nil, by: story.bob)
        let again = expectError(.conflict) { try story.db.addMember(story.bob, card: "LC-2", pin: "1234", by: story.alice) }
        #expect(again == .circulation(.alreadyMember(username: "bob", card: "LC-1")))
        let own = expectError(.notAllowed) { try story.db.addMember(story.alice, card: "LC-3", pin: nil, by: story.alice) }
        #expect(own == .notAllowed(user: "alice", action: "be a member of their own library"))
        #expect(try story.db.members(of: story.alice).count == 1)
    }

    @Test func malformedCardsAndPINsAreRefusedBeforeAnythingIsWritten() throws {
        let story = try Story()
        let card = expectError(.invalidInput) { try story.db.addMember(story.carol, card: "LC 2", pin: "1234", by: story.alice) }
        #expect(card?.description == "invalid card number 'LC 2': use 1 to 32 letters, digits or '-'")
        let cases = [("123", "it has 3 digits, at least 4 are needed"),
                     ("1234567890123", "it has 13 digits, at most 12 are allowed"),
                     ("12a4", "use the digits 0 to 9 only"), ("١٢٣٤", "use the digits 0 to 9 only"),
                     ("", "it is empty: give 4 to 12 digits")]
        for (pin, reason) in cases {
            let error = expectError(.invalidInput) { try story.db.addMember(story.carol, card: "LC-2", pin: pin, by: story.alice) }
            #expect(error == .circulation(.invalidPIN(reason: reason)))
            #expect(pin.isEmpty || error?.description.contains(pin) == false)
        }
        #expect(try PIN(" 0042 ").digits == "0042")
        #expect(try story.db.members(of: story.alice).count == 1)
    }

    @Test func aPINNeverShowsItsDigits() throws {
        let pin = try PIN("4711")
        var dumped = ""
        dump(pin, to: &dumped)
        for text in ["\(pin)", String(reflecting: pin), dumped] {
            #expect(!text.contains("4711"), "\(text)")
        }
        #expect(pin.description == "PIN(****)")
    }

    // MARK: Checking PINs

    @Test func theRightPINAuthenticatesTheMember() throws {
        let story = try Story()
        let session = try story.db.authenticate(card: " lc-1", pin: "4711", library: story.alice)
        #expect(session.user == story.bob && session.library == story.alice && session.at == Self.start)
        #expect(try session.member == story.card())
        let unknown = expectError(.notFound) { try story.db.authenticate(card: "LC-9", pin: "4711", library: story.alice) }
        #expect(unknown == .circulation(.cardNotFound("LC-9")))
        // The card is alice's: at bob's library there is no such card.
        expectError(.notFound) { try story.db.authenticate(card: "LC-1", pin: "4711", library: story.bob) }
    }

    @Test func aCardWithoutAPINCannotAuthenticate() throws {
        let story = try Story(bobsPIN: nil)
        #expect(try !story.card().hasPIN)
        #expect(story.wrong("4711") == .circulation(.noPIN(card: "LC-1")))
        #expect(try story.card().failedPINs == 0)
    }

    @Test func wrongPINsCountDownAndTheCountIsCommitted() throws {
        let story = try Story()
        for attempt in 1...4 {
            #expect(story.wrong() == .circulation(.wrongPIN(card: "LC-1", attemptsLeft: 5 - attempt)))
            // Read back from the store: the throw did not roll the count back.
            #expect(try story.card().failedPINs == attempt)
        }
        #expect(story.wrong()?.description == "wrong PIN for card LC-1: the card is now locked for 15 minutes")
        #expect(try story.events().map(\.action) == [.memberAdded, .cardLocked])
    }

    @Test func theFifthWrongPINLocksTheCardFor15Minutes() throws {
        let story = try Story()
        for _ in 1...4 { story.wrong() }
        #expect(story.wrong() == .circulation(.wrongPIN(card: "LC-1", attemptsLeft: 0)))
        let until = Self.start.addingTimeInterval(15 * 60)
        let locked = try story.card()
        #expect(locked.lockedUntil == until && locked.failedPINs == 0 && locked.isLocked(at: Self.start))
        // While locked, even the right PIN is refused, and attempts are not counted.
        story.clock.advance(by: 15 * 60 - 1)
        #expect(story.wrong("4711") == .circulation(.cardLocked(card: "LC-1", until: until)))
        #expect(story.wrong("0000") == .circulation(.cardLocked(card: "LC-1", until: until)))
        #expect(try story.card() == locked)
        // Once the lock has run out, PINs count again, starting afresh.
        story.clock.advance(by: 1)
        #expect(!locked.isLocked(at: story.clock.lendingClock.now))
        #expect(story.wrong() == .circulation(.wrongPIN(card: "LC-1", attemptsLeft: 4)))
        let session = try story.db.authenticate(card: "LC-1", pin: "4711", library: story.alice)
        #expect(session.member.failedPINs == 0 && session.member.lockedUntil == nil)
        let lockEvent = try #require(try story.events().last { $0.action == .cardLocked })
        #expect(lockEvent.actorID == story.alice.id && lockEvent.before == "card LC-1: PIN set, 4 wrong PINs")
        #expect(lockEvent.after == "card LC-1: PIN set, locked until 2026-11-02T10:15:00Z")
    }

    @Test func theRightPINClearsTheCount() throws {
        let story = try Story()
        for _ in 1...3 { story.wrong() }
        #expect(try story.db.authenticate(card: "LC-1", pin: "4711", library: story.alice).member.failedPINs == 0)
        #expect(try story.card().failedPINs == 0)
        #expect(story.wrong() == .circulation(.wrongPIN(card: "LC-1", attemptsLeft: 4)))
    }

    @Test func aPINChangedAfterHashingCountsAsWrong() throws {
        let story = try Story()
        let card = try CardNumber(parsing: "LC-1")
        let before = try #require(try story.db.dbWriter.read { db in try MemberLogin.fetch(card: card, ownerID: story.alice.id, db) })
        let stored = try #require(before.pin)
        let guess = PINGuess(stored: stored, derived: try stored.derive(PIN("4711")))
        try story.db.setPIN(card: "LC-1", pin: "4711", library: story.alice, by: story.alice)   // same PIN, new salt
        let check = try story.db.write(by: story.alice) { tx in try tx.checkPIN(card: card, guess: guess) }
        guard case .wrong(attemptsLeft: 4) = check else {
            Issue.record("expected a wrong PIN, got \(check)")
            return
        }
        #expect(try story.card().failedPINs == 1)
    }

    @Test func theAsyncFormsWorkAlike() async throws {
        let story = try Story()
        try await story.db.addMember(story.carol, card: "LC-2", pin: "2468", by: story.alice)
        #expect(try await story.db.authenticate(card: "LC-2", pin: "2468", library: story.alice).user == story.carol)
        do {
            _ = try await story.db.authenticate(card: "LC-2", pin: "1357", library: story.alice)
            Issue.record("a wrong PIN was accepted")
        } catch {
            #expect(error == .circulation(.wrongPIN(card: "LC-2", attemptsLeft: 4)))
        }
        try await story.db.changePIN(card: "LC-2", from: "2468", to: "1357", library: story.alice, by: story.carol)
        #expect(try await story.db.authenticate(card: "LC-2", pin: "1357", library: story.alice).user == story.carol)
        try await story.db.setPIN(card: "LC-2", pin: "2468", library: story.alice, by: story.alice)
        #expect(try await story.db.member(card: "LC-2", library: story.alice).failedPINs == 0)
        #expect(try await story.db.unlockCard("LC-2", by: story.alice).failedPINs == 0)
        #expect(try await story.db.members(of: story.alice).count == 2)
        #expect(try await story.db.member(of: story.carol, library: story.alice)?.cardNumber == "LC-2")
    }

    // MARK: Unlocking and changing PINs

    @Test func theLibraryUnlocksACard() throws {
        let story = try Story()
        for _ in 1...5 { story.wrong() }
        let unlocked = try story.db.unlockCard("lc-1", by: story.alice)
        #expect(unlocked.lockedUntil == nil && unlocked.failedPINs == 0)
        #expect(try story.db.authenticate(card: "LC-1", pin: "4711", library: story.alice).user == story.bob)
        let unlock = try #require(try story.events().last)
        #expect(unlock.action == .cardUnlocked && unlock.actorID == story.alice.id)
        #expect(unlock.before == "card LC-1: PIN set, locked until 2026-11-02T10:15:00Z" && unlock.after == "card LC-1: PIN set")
        // Nothing to clear: nothing logged.
        try story.db.unlockCard("LC-1", by: story.alice)
        #expect(try story.events().filter { $0.action == .cardUnlocked }.count == 1)
    }

    @Test func noOneElseCanUnlockTheCard() throws {
        let story = try Story()
        for _ in 1...5 { story.wrong() }
        // The card is looked up in the acting user's own library, where it is not.
        for someone in [story.bob, story.carol] {
            let error = expectError(.notFound) { try story.db.unlockCard("LC-1", by: someone) }
            #expect(error == .circulation(.cardNotFound("LC-1")))
        }
        #expect(try story.card().isLocked(at: story.clock.lendingClock.now))
    }

    @Test func theLibrarySetsAPINWithoutTheOldOneAndItIsLogged() throws {
        let story = try Story()
        for _ in 1...5 { story.wrong() }
        // The library's new PIN also unlocks the card: a member who forgot theirs asks at the desk.
        let reset = try story.db.setPIN(card: "LC-1", pin: "8015", library: story.alice, by: story.alice)
        #expect(reset.lockedUntil == nil && reset.failedPINs == 0 && reset.hasPIN)
        #expect(try story.db.authenticate(card: "LC-1", pin: "8015", library: story.alice).user == story.bob)
        let logged = try #require(try story.events().last)
        #expect(logged.action == .pinReset && logged.actorID == story.alice.id)
        #expect(logged.before == "card LC-1: PIN set, locked until 2026-11-02T10:15:00Z" && logged.after == "card LC-1: PIN set")
        // A card without a PIN gets its first one the same way.
        try story.db.addMember(story.carol, card: "LC-2", pin: nil, by: story.alice)
        #expect(try story.db.setPIN(card: "LC-2", pin: "1357", library: story.alice, by: story.alice).hasPIN)
    }

    @Test func aMemberChangesTheirPINGivingTheOldOne() throws {
        let story = try Story()
        story.wrong()
        let changed = try story.db.changePIN(card: " lc-1", from: "4711", to: "246810", library: story.alice, by: story.bob)
        #expect(changed.hasPIN && changed.failedPINs == 0)
        #expect(story.wrong("4711") == .circulation(.wrongPIN(card: "LC-1", attemptsLeft: 4)))
        #expect(try story.db.authenticate(card: "LC-1", pin: "246810", library: story.alice).user == story.bob)
        let logged = try #require(try story.events().last { $0.action == .pinChanged })
        #expect(logged.actorID == story.bob.id && logged.before == "card LC-1: PIN set, 1 wrong PIN")
        #expect(try story.events().allSatisfy { !"\($0.before ?? "") \($0.after ?? "")".contains("246810") })
    }

    @Test func aMemberCannotSetAPINWithoutTheOldOne() throws {
        let story = try Story()
        let error = expectError(.notAllowed) {
            try story.db.setPIN(card: "LC-1", pin: "2390", library: story.alice, by: story.bob)
        }
        #expect(error == .notAllowed(user: "bob", action: "set the PIN of card LC-1 without the old PIN"
            + " (only the library may; a member gives their old PIN)"))
        #expect(error?.description.hasPrefix("bob is not allowed to set the PIN of card LC-1 without the old PIN") == true)
        #expect(try story.db.authenticate(card: "LC-1", pin: "4711", library: story.alice).user == story.bob)
        #expect(try story.events().map(\.action) == [.memberAdded])
    }

    @Test func aWrongOldPINCountsTowardTheLockAndOnlyTheLibraryUnlocks() throws {
        let story = try Story()
        for attempt in 1...4 {
            let error = expectError(.notAllowed) {
                try story.db.changePIN(card: "LC-1", from: "0000", to: "2390", library: story.alice, by: story.bob)
            }
            #expect(error == .circulation(.wrongPIN(card: "LC-1", attemptsLeft: 5 - attempt)))
            #expect(try story.card().failedPINs == attempt)
        }
        expectError(.notAllowed) { try story.db.changePIN(card: "LC-1", from: "0000", to: "2390", library: story.alice, by: story.bob) }
        let until = Self.start.addingTimeInterval(15 * 60)
        #expect(try story.card().lockedUntil == until)
        // Locked: even the right old PIN changes nothing, nor does a new PIN without it, nor an unlock.
        let locked = expectError(.notAllowed) {
            try story.db.changePIN(card: "LC-1", from: "4711", to: "2390", library: story.alice, by: story.bob)
        }
        #expect(locked == .circulation(.cardLocked(card: "LC-1", until: until)))
        expectError(.notAllowed) { try story.db.setPIN(card: "LC-1", pin: "2390", library: story.alice, by: story.bob) }
        expectError(.notFound) { try story.db.unlockCard("LC-1", by: story.bob) }
        #expect(try story.card().lockedUntil == until && story.card().failedPINs == 0)
        // The library unlocks; then the member's change goes through.
        try story.db.unlockCard("LC-1", by: story.alice)
        try story.db.changePIN(card: "LC-1", from: "4711", to: "2390", library: story.alice, by: story.bob)
        #expect(try story.events().map(\.action) == [.memberAdded, .cardLocked, .cardUnlocked, .pinChanged])
        #expect(try story.events().filter { $0.action == .cardLocked }.map(\.actorID) == [story.bob.id])
    }

    @Test func noOneButTheMemberChangesAPINWithTheOldOne() throws {
        let story = try Story()
        for (card, someone) in [("LC-1", story.carol), ("LC-1", story.alice), ("LC-9", story.carol)] {
            let error = expectError(.notAllowed) {
                try story.db.changePIN(card: card, from: "4711", to: "2390", library: story.alice, by: someone)
            }
            #expect(error == .notAllowed(user: someone.username,
                                         action: "change the PIN of card \(card) (only the card's member may, with the old PIN)"))
        }
        // A member without a PIN has no old one to give: the library sets the first.
        try story.db.addMember(story.carol, card: "LC-2", pin: nil, by: story.alice)
        let none = expectError(.notAllowed) {
            try story.db.changePIN(card: "LC-2", from: "1234", to: "2390", library: story.alice, by: story.carol)
        }
        #expect(none == .circulation(.noPIN(card: "LC-2")))
        let malformed = expectError(.invalidInput) {
            try story.db.changePIN(card: "LC-1", from: "4711", to: "12", library: story.alice, by: story.bob)
        }
        #expect(malformed == .circulation(.invalidPIN(reason: "it has 2 digits, at least 4 are needed")))
        #expect(try story.card().failedPINs == 0)
        #expect(try story.db.authenticate(card: "LC-1", pin: "4711", library: story.alice).user == story.bob)
    }

    @Test func aStrangerCannotSetAPIN() throws {
        let story = try Story()
        let error = expectError(.notAllowed) {
            try story.db.setPIN(card: "LC-1", pin: "0000", library: story.alice, by: story.carol)
        }
        #expect(error?.description == "carol is not allowed to set the PIN of card LC-1 without the old PIN"
            + " (only the library may; a member gives their old PIN)")
        // A card that does not exist is refused alike, so strangers learn nothing about card numbers.
        let missing = expectError(.notAllowed) {
            try story.db.setPIN(card: "LC-9", pin: "0000", library: story.alice, by: story.carol)
        }
        #expect(missing?.kind == .notAllowed)
        expectError(.notFound) { try story.db.setPIN(card: "LC-9", pin: "0000", library: story.alice, by: story.alice) }
        #expect(try story.db.authenticate(card: "LC-1", pin: "4711", library: story.alice).user == story.bob)
    }

    // MARK: Hashing

    @Test func thePINIsStoredOnlyAsASaltedHash() throws {
        let story = try Story()
        try story.db.addMember(story.carol, card: "LC-2", pin: "4711", by: story.alice)
        let rows = try story.rawRows()
        let hashes = rows.map { $0["pinHash"] as Data }
        let salts = rows.map { $0["pinSalt"] as Data }
        #expect(hashes.allSatisfy { $0.count == 32 } && salts.allSatisfy { $0.count == 16 })
        #expect(rows.allSatisfy { $0["pinRounds"] as Int == 1_000 })
        #expect(hashes[0] != hashes[1] && salts[0] != salts[1])
        let digits = Data("4711".utf8)
        #expect(hashes.allSatisfy { $0.range(of: digits) == nil })
        // The public record has no trace of them, nor has the log.
        let json = String(decoding: try JSONEncoder().encode(try story.card()), as: UTF8.self)
        #expect(!json.contains("pinHash") && !json.contains("pinSalt") && json.contains("\"hasPIN\":true"))
        #expect(try story.events().allSatisfy { !($0.before ?? "").contains("4711") && !($0.after ?? "").contains("4711") })
        // A query of the table never reads them.
        let fetched = try story.db.dbWriter.read { db in try Member.fetchAll(db) }
        #expect(fetched.count == 2 && fetched.allSatisfy(\.hasPIN))
    }

    @Test func pbkdf2MatchesTheRFC7914TestVectors() throws {
        let one = try PINHashing.derive(Array("passwd".utf8), salt: Array("salt".utf8), rounds: 1, byteCount: 64)
        #expect(Self.hex(one) == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
            + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783")
        let many = try PINHashing.derive(Array("Password".utf8), salt: Array("NaCl".utf8), rounds: 80_000, byteCount: 64)
        #expect(Self.hex(many) == "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56"
            + "a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d")
    }

    @Test func hashingRefusesRoundsItCannotUse() throws {
        for rounds in [0, -1, Int(UInt32.max) + 1] {
            #expect(throws: CirculationError.pinHashing("\(rounds) rounds: give 1 to 4294967295")) {
                try PINHashing(rounds: rounds).hash(PIN("1234"))
            }
        }
        let story = try Story()
        let careless = try AppDatabase.inMemory(pinHashing: PINHashing(rounds: 0))
        let alice = try careless.createUser(UserProfile(username: "alice"))
        let bob = try careless.createUser(UserProfile(username: "bob"))
        let error = expectError(.storage) { try careless.addMember(bob, card: "LC-1", pin: "1234", by: alice) }
        #expect(error?.description == "the PIN could not be hashed: 0 rounds: give 1 to 4294967295")
        #expect(try careless.members(of: alice).isEmpty && story.db.pinHashing.rounds == 1_000)
        #expect(PINHashing.standard.rounds == 600_000)
    }

    @Test func theComparisonLooksAtEveryByte() {
        let hash = Array(0..<32).map(UInt8.init)
        #expect(PINHashing.constantTimeEqual(hash, hash))
        #expect(PINHashing.constantTimeEqual([], []))
        for index in [0, 15, 31] {
            var other = hash
            other[index] ^= 0x80
            #expect(!PINHashing.constantTimeEqual(hash, other))
        }
        #expect(!PINHashing.constantTimeEqual(hash, Array(hash.dropLast())))
        #expect(!PINHashing.constantTimeEqual(hash, hash + [0]))
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }
}
