import Foundation
import GRDB
import ShelfScan
import Testing

/// `shelfscan member`: cards and PINs from the command line, with the PIN from SHELFSCAN_PIN.
@Suite("shelfscan lending: members")
struct MemberCommandTests {
    static let now = "2026-11-24T09:30:00Z"
    /// A PIN no output may contain.
    static let pin = "97531"

    /// Runs `shelfscan` at `now` with `pin` as SHELFSCAN_PIN (none when `nil`) and `oldPIN` as
    /// SHELFSCAN_OLD_PIN.
    private static func run(_ scratch: LendingScratch, _ arguments: [String], pin: String? = MemberCommandTests.pin,
                            oldPIN: String? = nil, input: String? = nil) throws -> CommandRunner.Outcome {
        var variables = ["SHELFSCAN_NOW": now]
        if let pin { variables["SHELFSCAN_PIN"] = pin }
        if let oldPIN { variables["SHELFSCAN_OLD_PIN"] = oldPIN }
        let outcome = try scratch.run(arguments, input: input, variables: variables)
        for secret in [Self.pin, pin ?? Self.pin, oldPIN ?? Self.pin] where secret.count >= 4 {
            #expect(!(outcome.output + outcome.errors).contains(secret), "\(arguments) printed the PIN")
        }
        return outcome
    }

    /// Runs `shelfscan` as `run` does, requiring success; returns standard output.
    @discardableResult
    private static func succeed(_ scratch: LendingScratch, _ arguments: [String],
                                pin: String? = MemberCommandTests.pin, oldPIN: String? = nil) throws -> String {
        let outcome = try run(scratch, arguments, pin: pin, oldPIN: oldPIN)
        guard outcome.status == 0 else { throw CommandFailed(arguments: arguments, outcome: outcome) }
        return outcome.output
    }

    /// alice's library with bob as a member (card LC-42, PIN `pin`), and carol, no member.
    private static func library(_ scratch: LendingScratch) throws {
        for name in ["alice", "bob", "carol"] { try scratch.succeed(["user", "add", name]) }
        #expect(try succeed(scratch, ["member", "add", "bob", "--card", "lc-42", "--user", "alice"])
            == "added member card LC-42: bob, PIN set\n")
    }

    @Test("member add, list and show; the PIN shows nowhere, in text or JSON")
    func addListShow() throws {
        try LendingScratch.with { scratch in
            try Self.library(scratch)
            #expect(try Self.succeed(scratch, ["member", "list", "--user", "bob"]) == "your library has no members yet\n")
            #expect(try Self.succeed(scratch, ["member", "add", "carol", "--card", "A-7", "--no-pin", "--user", "alice"], pin: nil)
                == "added member card A-7: carol, no PIN\n")
            #expect(try Self.succeed(scratch, ["member", "list", "--user", "alice"])
                == "card A-7: carol, no PIN\ncard LC-42: bob, PIN set\n")
            #expect(try Self.succeed(scratch, ["member", "show", "Lc-42", "--user", "alice"]) == """
                card LC-42: bob
                PIN: set
                failed attempts: 0
                locked until: not locked
                member since: 2026-11-24

                """)
            let json = try Self.succeed(scratch, ["member", "list", "--user", "alice", "--json"])
            let records = try json.split(separator: "\n").map { line in
                try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            }
            #expect(records.map { $0["card"] as? String } == ["A-7", "LC-42"])
            #expect(records.map { $0["hasPIN"] as? Bool } == [false, true])
            #expect(Set(records[1].keys) == ["card", "username", "hasPIN", "failedPINs", "createdAt"])
            #expect(records[1]["createdAt"] as? String == Self.now)
            // The file keeps a salted hash, not the digits.
            let hash = try DatabaseQueue(path: scratch.database).read { db in
                try Data.fetchOne(db, sql: "SELECT pinHash FROM member WHERE cardNumber = 'LC-42'")
            }
            #expect(hash?.count == 32 && hash?.range(of: Data(Self.pin.utf8)) == nil)
        }
    }

    @Test("member pin: the library sets a PIN without the old one, logged; a member changes theirs with it")
    func changePIN() throws {
        try LendingScratch.with { scratch in
            try Self.library(scratch)
            #expect(try Self.succeed(scratch, ["member", "pin", "lc-42", "--user", "alice"], pin: "8015")
                == "set the PIN of card LC-42: bob, PIN set\n")
            let asMember = ["member", "pin", "LC-42", "--user", "bob", "--library", "alice"]
            // Without the old PIN a member is refused, before anything changes.
            let noOld = try Self.run(scratch, asMember, pin: "246810", input: "")
            #expect(noOld.status == 1 && noOld.errors
                == "invalid PIN: none was given: standard input is not a terminal to type it on, and SHELFSCAN_OLD_PIN is not set\n")
            let wrongOld = try Self.run(scratch, asMember, pin: "246810", oldPIN: "1111")
            #expect(wrongOld.status == 4 && wrongOld.errors == "wrong PIN for card LC-42: 4 more wrong PINs lock the card\n")
            #expect(try Self.succeed(scratch, asMember, pin: "246810", oldPIN: "8015") == "set the PIN of card LC-42: bob, PIN set\n")
            let stranger = try Self.run(scratch, ["member", "pin", "LC-42", "--user", "carol", "--library", "alice"], oldPIN: "246810")
            #expect(stranger.status == 4)
            #expect(stranger.errors == "carol is not allowed to change the PIN of card LC-42 (only the card's member may, with the old PIN)\n")
            let database = try AppDatabase.open(atPath: scratch.database)
            let alice = try database.user(named: "alice")
            #expect(try database.authenticate(card: "LC-42", pin: "246810", library: alice).user.username == "bob")
            // The log tells the library's reset from the member's change.
            let logged = try DatabaseQueue(path: scratch.database).read { db in
                try Row.fetchAll(db, sql: """
                    SELECT e.action, u.username FROM lendingEvent e JOIN user u ON u.id = e.actorID
                    WHERE e.action IN ('pinReset', 'pinChanged') ORDER BY e.id
                    """).map { "\($0["action"] as String) by \($0["username"] as String)" }
            }
            #expect(logged == ["pinReset by alice", "pinChanged by bob"])
        }
    }

    @Test("member pin: a locked card stays locked for its member; only the library unlocks or resets it")
    func lockedPIN() throws {
        try LendingScratch.with { scratch in
            try Self.library(scratch)
            try DatabaseQueue(path: scratch.database).write { db in
                try db.execute(sql: "UPDATE member SET lockedUntil = '2026-11-24 09:45:00.000'")
            }
            let asMember = ["member", "pin", "LC-42", "--user", "bob", "--library", "alice"]
            let locked = try Self.run(scratch, asMember, pin: "246810", oldPIN: Self.pin)
            #expect(locked.status == 4 && locked.errors.hasPrefix("card LC-42: this card is locked after too many wrong PINs"))
            let unlock = try Self.run(scratch, ["member", "unlock", "LC-42", "--user", "bob"])
            #expect(unlock.status == 3)
            #expect(try Self.succeed(scratch, ["member", "list", "--user", "alice"]).contains("locked until 2026-11-24T09:45:00Z"))
            #expect(try Self.succeed(scratch, ["member", "pin", "LC-42", "--user", "alice"], pin: "8015")
                == "set the PIN of card LC-42: bob, PIN set\n")
            #expect(try Self.succeed(scratch, ["member", "list", "--user", "alice"]) == "card LC-42: bob, PIN set\n")
        }
    }

    @Test("member unlock clears a lock and wrong PINs; member show tells them; no one else can unlock")
    func unlock() throws {
        try LendingScratch.with { scratch in
            try Self.library(scratch)
            // Five wrong PINs at a station (a later command) would leave the card so.
            try DatabaseQueue(path: scratch.database).write { db in
                try db.execute(sql: "UPDATE member SET failedPINs = 2, lockedUntil = '2026-11-24 09:45:00.000'")
            }
            #expect(try Self.succeed(scratch, ["member", "show", "LC-42", "--user", "alice"]).contains("""
                failed attempts: 2
                locked until: 2026-11-24T09:45:00Z
                """))
            #expect(try Self.succeed(scratch, ["member", "list", "--user", "alice"])
                == "card LC-42: bob, PIN set, 2 wrong PINs, locked until 2026-11-24T09:45:00Z\n")
            let json = try Self.succeed(scratch, ["member", "show", "LC-42", "--user", "alice", "--json"])
            #expect(json.contains("\"lockedUntil\":\"2026-11-24T09:45:00Z\""))
            for someone in ["bob", "carol"] {
                let refused = try Self.run(scratch, ["member", "unlock", "LC-42", "--user", someone])
                #expect(refused.status == 3 && refused.errors == "no member has card LC-42\n")
            }
            #expect(try Self.succeed(scratch, ["member", "unlock", "lc-42", "--user", "alice"])
                == "unlocked card LC-42: bob, PIN set\n")
            #expect(try Self.succeed(scratch, ["member", "show", "LC-42", "--user", "alice"]).contains("""
                failed attempts: 0
                locked until: not locked
                """))
        }
    }

    @Test("errors exit non-zero and name the input")
    func errors() throws {
        try LendingScratch.with { scratch in
            try Self.library(scratch)
            let cases: [([String], String?, Int32, String)] = [
                (["member", "add", "carol", "--card", "LC 4", "--user", "alice"], Self.pin, 1,
                 "invalid card number 'LC 4': use 1 to 32 letters, digits or '-'"),
                (["member", "add", "carol", "--card", "LC-4", "--user", "alice"], "12", 1,
                 "invalid PIN: it has 2 digits, at least 4 are needed"),
                (["member", "add", "carol", "--card", "LC-4", "--user", "alice"], "12x4", 1,
                 "invalid PIN: use the digits 0 to 9 only"),
                (["member", "add", "carol", "--card", "LC-4", "--user", "alice"], nil, 1,
                 "invalid PIN: none was given: standard input is not a terminal to type it on, and SHELFSCAN_PIN is not set"),
                (["member", "add", "carol", "--card", "lc-42", "--user", "alice"], Self.pin, 5,
                 "card LC-42 already belongs to another member"),
                (["member", "add", "bob", "--card", "LC-5", "--user", "alice"], Self.pin, 5,
                 "bob is already a member, with card LC-42"),
                (["member", "add", "alice", "--card", "LC-5", "--user", "alice"], Self.pin, 4,
                 "alice is not allowed to be a member of their own library"),
                (["member", "add", "zed", "--card", "LC-5", "--user", "alice"], Self.pin, 3, "no such user: zed"),
                (["member", "show", "LC-9", "--user", "alice"], nil, 3, "no member has card LC-9"),
                (["member", "pin", "LC-9", "--user", "alice"], Self.pin, 3, "no member has card LC-9"),
                (["member", "unlock", "LC-9", "--user", "alice"], nil, 3, "no member has card LC-9"),
                (["member", "list"], nil, 1, "no acting user: give --user NAME or set SHELFSCAN_USER"),
            ]
            for (arguments, pin, status, message) in cases {
                // Standard input is an empty pipe, not a terminal, so nothing waits for typing.
                let outcome = try Self.run(scratch, arguments, pin: pin, input: "")
                #expect(outcome.status == status && outcome.errors == message + "\n", "\(arguments): \(outcome.errors)")
                #expect(outcome.output.isEmpty)
            }
            #expect(try Self.succeed(scratch, ["member", "list", "--user", "alice"]) == "card LC-42: bob, PIN set\n")
        }
    }
}
