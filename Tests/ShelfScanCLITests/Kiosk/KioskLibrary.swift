import Foundation
import RasterKit
import ShelfScanTestSupport

/// The library the kiosk tests run: a school with self-service on, five books (one for reference
/// only), two members with cards and PINs, and one of bob's books already on loan; the cards and
/// books drawn for a clip.
struct KioskLibrary {
    static let now = "2026-11-02T09:00:00Z"
    static let books = [(isbn: "9780441172719", title: "Dune"), (isbn: "9780141439518", title: "Pride and Prejudice"),
                        (isbn: "9780306406157", title: "Atlas of London"), (isbn: "9780140449136", title: "Crime and Punishment"),
                        (isbn: "9780141439846", title: "Dracula")]
    static let reference = 2
    static let onLoan = 3
    static let bob = (card: "HS-0042", pin: "2468")
    static let carol = (card: "20001", pin: "1357")

    /// Sets the library up in `scratch`.
    static func setUp(in scratch: LendingScratch) throws {
        var steps: [[String]] = [["user", "add", "school", "--name", "Hill School Library"],
                                 ["user", "add", "bob", "--name", "Bob Cratchit"], ["user", "add", "carol", "--name", "Carol Jones"],
                                 ["policy", "set", "--user", "school", "--loan-days", "14", "--renewals", "2", "--lat", "51.5",
                                  "--lon", "-0.13", "--address", "Room 4", "--self-service", "on"]]
        steps += books.map { ["book", "add", "--user", "school", "--isbn", $0.isbn, "--title", $0.title, "--author", "A. Writer"] }
        steps.append(["book", "edit", "\(reference + 1)", "--reference", "on", "--user", "school"])
        for arguments in steps { try run(arguments, in: scratch) }
        try run(["member", "add", "bob", "--card", bob.card, "--user", "school"], pin: bob.pin, in: scratch)
        try run(["member", "add", "carol", "--card", carol.card, "--user", "school"], pin: carol.pin, in: scratch)
        try run(["checkout", "--user", "school", "--card", bob.card, "--isbn", books[onLoan].isbn], pin: bob.pin, in: scratch)
    }

    /// The library set up once in a scratch folder for the kiosk, and its store copied to a second
    /// one for the same steps as commands: the PINs' salts are the same in both.
    static func twoStores() throws -> (kiosk: LendingScratch, commands: LendingScratch) {
        let kiosk = try LendingScratch()
        let commands = try LendingScratch()
        do {
            try setUp(in: kiosk)
            try FileManager.default.copyItem(atPath: kiosk.database, toPath: commands.database)
        } catch {
            kiosk.remove()
            commands.remove()
            throw error
        }
        return (kiosk, commands)
    }

    /// Runs `arguments` at `now` with `pin` as the PIN typed; it must exit with `status`, or with
    /// any failure when `status` is `nil`.
    static func run(_ arguments: [String], pin: String? = nil, status: Int32? = 0, in scratch: LendingScratch) throws {
        let outcome = try scratch.run(arguments, variables: ["SHELFSCAN_NOW": now, "SHELFSCAN_PIN": pin ?? ""])
        guard status.map({ outcome.status == $0 }) ?? (outcome.status != 0) else {
            throw CommandFailed(arguments: arguments, outcome: outcome)
        }
    }

    /// Bob's card in Code 39, carol's in Codabar with its start and stop characters.
    static func cards() throws -> (bob: GrayImage, carol: GrayImage) {
        (try CardPictures.draw(.code39, bob.card, module: 2, height: 50),
         try CardPictures.draw(.codabar, "A" + carol.card + "B", module: 2, height: 50))
    }

    /// The books' backs.
    static func covers() throws -> [ClipBook] {
        try books.map { try ClipBook(number: $0.isbn, moduleWidth: 2) }
    }
}
