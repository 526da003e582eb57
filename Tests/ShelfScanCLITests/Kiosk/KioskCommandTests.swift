import Foundation
import ShelfScanTestSupport
import Testing

/// `shelfscan kiosk` on a real pseudo-terminal, watching a clip the tests draw: a member's card,
/// their PIN, books held up one by one, a renewal offer, the idle end and its receipt; the next
/// member; a card locked by wrong PINs.
@Suite("kiosk command")
struct KioskCommandTests {
    /// The clip of `sessionAtTheStation`, frame by frame (10 frames a second).
    private static func sessionClip() throws -> StationClip {
        let (bob, carol) = try KioskLibrary.cards()
        let covers = try KioskLibrary.covers()
        var clip = StationClip()
        clip.add(5)
        clip.add(10, card: bob)
        for book in [0, 1, KioskLibrary.reference, KioskLibrary.onLoan] {
            clip.add(12)
            clip.add(8, book: covers[book])
        }
        // Over 5 s with nothing shown: the session ends idle.
        clip.add(60)
        // A book shown while the receipt is on the screen: no one's session, nothing happens.
        clip.add(20, book: covers[4])
        // Carol arrives while it is still in view: it is not hers until she shows it again.
        clip.add(10, card: carol, book: covers[4])
        clip.add(10, book: covers[4])
        clip.add(12)
        clip.add(8, book: covers[4])
        clip.add(12)
        // Bob's card again: carol's session ends (its receipt is kept, not shown: the next member
        // is at the station), and bob's PIN is asked for.
        clip.add(10, card: bob)
        clip.add(30)
        return clip
    }

    @Test("a session at the station: card, PIN, two checkouts, a refusal, a renewal, the idle end, the receipt; the next member; a card locked")
    func sessionAtTheStation() throws {
        let (kiosk, commands) = try KioskLibrary.twoStores()
        defer {
            kiosk.remove()
            commands.remove()
        }
        let clip = kiosk.folder.appendingPathComponent("station.y4m")
        try Self.sessionClip().write(to: clip)
        let receipts = kiosk.folder.appendingPathComponent("receipts")

        let station = try PseudoTerminal(["kiosk", "--user", "school", clip.path, "--idle", "5", "--receipts", receipts.path,
                                          "--db", kiosk.database],
                                         dataHome: kiosk.folder, variables: ["SHELFSCAN_NOW": KioskLibrary.now])
        try station.waitFor("Show your library card to the camera")
        try station.waitFor("Card ••••0042: type your PIN")
        station.type(KioskLibrary.bob.pin + "\r")
        try station.waitFor("Hello, Bob Cratchit.")
        try station.waitFor("[ OK ] Borrowed \"Dune\", due 2026-11-16")
        try station.waitFor("[ OK ] Borrowed \"Pride and Prejudice\", due 2026-11-16")
        try station.waitFor("[ NO ] Not done: \"Atlas of London\" is a reference book: it stays in the")
        try station.waitFor("You already have \"Crime and Punishment\".")
        station.type("y")
        try station.waitFor("[ OK ] Renewed \"Crime and Punishment\", due 2026-11-30")
        let idleEnd = try station.waitFor("Session ended: idle.")
        #expect(idleEnd.contains("Session ends in 4 s.") && idleEnd.contains("Session ends in 1 s."))
        try station.waitFor("Card ••••0001: type your PIN")
        station.type(KioskLibrary.carol.pin + "\r")
        try station.waitFor("Hello, Carol Jones.")
        try station.waitFor("[ OK ] Borrowed \"Dracula\", due 2026-11-16")
        try station.waitFor("Card ••••0042: type your PIN")
        station.type(String(repeating: "0000\r", count: 5))
        try station.waitFor("Wrong PIN 5 times: this card is locked for 15 minutes.")
        #expect(station.finish() == 0)
        // One bell for each of 6 successes (2 PINs, 3 books, a renewal); two for each of 6
        // refusals (the reference book, 5 PINs), the second 0.3 s later: the reference book's
        // comes long before the end, the PINs' may come after the clip, and the station, ended.
        #expect(station.output.filter { $0 == "\u{7}" }.count >= 6 + 6 + 1)

        let files = try FileManager.default.contentsOfDirectory(atPath: receipts.path).sorted()
        #expect(files == ["receipt-20261102-0900-1.txt", "receipt-20261102-0900-2.txt"])
        let first = try String(contentsOf: receipts.appendingPathComponent(files[0]), encoding: .utf8)
        #expect(first.contains("Member: Bob Cratchit, card ••••0042") && first.contains("Borrowed \"Dune\", due 2026-11-16")
                && first.contains("Renewed \"Crime and Punishment\", due 2026-11-30") && first.contains("Session ended: idle."))
        let second = try String(contentsOf: receipts.appendingPathComponent(files[1]), encoding: .utf8)
        #expect(second.contains("Borrowed \"Dracula\"") && second.contains("Session ended: next card."))

        let books = KioskLibrary.books.map(\.isbn)
        try KioskLibrary.run(["checkout", "--user", "school", "--card", KioskLibrary.bob.card]
                             + [0, 1, KioskLibrary.reference, KioskLibrary.onLoan].flatMap { ["--isbn", books[$0]] },
                             pin: KioskLibrary.bob.pin, status: 5, in: commands)
        try KioskLibrary.run(["renew", "1", "--user", "bob"], in: commands)
        try KioskLibrary.run(["checkout", "--user", "school", "--card", KioskLibrary.carol.card, "--isbn", books[4]],
                             pin: KioskLibrary.carol.pin, in: commands)
        for _ in 0..<5 {
            try KioskLibrary.run(["checkout", "--user", "school", "--card", KioskLibrary.bob.card, "--isbn", books[0]],
                                 pin: "0000", status: nil, in: commands)
        }
        #expect(try DatabaseRows.of(kiosk.database) == DatabaseRows.of(commands.database))
    }

    @Test("a returns station played in real time: card and books typed, Enter ends the session, SIGTERM closes the station")
    func returnsStation() throws {
        let (kiosk, commands) = try KioskLibrary.twoStores()
        defer {
            kiosk.remove()
            commands.remove()
        }
        // Two minutes of a blank camera, at 2 frames a second: the station's clock runs on it.
        let frames = kiosk.folder.appendingPathComponent("blank.grey")
        try Data(repeating: 128, count: 8 * 8 * 240).write(to: frames)
        let receipts = kiosk.folder.appendingPathComponent("receipts")
        let books = KioskLibrary.books

        let station = try PseudoTerminal(["kiosk", "--user", "school", "--checkin", frames.path, "--raw", "8x8", "--fps", "2",
                                          "--realtime", "--no-colour", "--receipts", receipts.path, "--db", kiosk.database],
                                         dataHome: kiosk.folder, variables: ["SHELFSCAN_NOW": KioskLibrary.now])
        try station.waitFor("Show your library card to the camera")
        station.type("hs-0042\r")
        try station.waitFor("Card ••••0042: type your PIN")
        station.type(KioskLibrary.bob.pin + "\r")
        try station.waitFor("Hello, Bob Cratchit.")
        station.type(books[KioskLibrary.onLoan].isbn + "\r")
        try station.waitFor("[ OK ] Returned \"Crime and Punishment\"")
        station.type(books[0].isbn + "\r")
        try station.waitFor("[ NO ] Not done: \"Dune\" is not on loan to you.")
        station.type("\r")
        try station.waitFor("Session ended: done.")
        #expect(station.finish(terminating: true) == 0)
        #expect(!station.output.contains("\u{1B}[32m"))
        let files = try FileManager.default.contentsOfDirectory(atPath: receipts.path)
        let receipt = try String(contentsOf: receipts.appendingPathComponent(try #require(files.first)), encoding: .utf8)
        #expect(files.count == 1 && receipt.contains("Returned \"Crime and Punishment\"") && receipt.contains("Not done:"))

        try KioskLibrary.run(["checkin", "--user", "school", "--card", KioskLibrary.bob.card, "--isbn", books[KioskLibrary.onLoan].isbn,
                              "--isbn", books[0].isbn], pin: KioskLibrary.bob.pin, status: nil, in: commands)
        #expect(try DatabaseRows.of(kiosk.database) == DatabaseRows.of(commands.database))
    }

    @Test("the kiosk refuses to start without a terminal, without self-service, or with a bad idle time, saying why")
    func refusals() throws {
        try LendingScratch.with { scratch in
            try KioskLibrary.setUp(in: scratch)
            let blank = scratch.folder.appendingPathComponent("blank.grey")
            try Data(repeating: 128, count: 64).write(to: blank)
            let piped = try scratch.run(["kiosk", "--user", "school", blank.path, "--raw", "8x8"])
            #expect(piped.status != 0 && piped.errors.contains("standard input and output must be a terminal"))
            let idle = try scratch.run(["kiosk", "--user", "school", blank.path, "--idle", "2"])
            #expect(idle.status != 0 && idle.errors.contains("--idle must be 5 to 3600 seconds, not 2"))
            let notALibrary = try scratch.run(["kiosk", "--user", "bob", blank.path, "--raw", "8x8"])
            #expect(notALibrary.status == 5 && notALibrary.errors.contains("bob does not offer self-service"))
            #expect(notALibrary.errors.contains("turn it on with `shelfscan policy set --user bob --self-service on"))
        }
    }
}
