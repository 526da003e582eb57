import Foundation
import ShelfScan

extension BookPage {
    /// The page as `book show` prints it: one field per line, comments below their heading.
    var text: String {
        var lines = [LendingText.summary(book), "owner: \(owner)"]
        if let holder { lines.append(holder.username.map { "borrower: \($0)" } ?? "on loan") }
        lines += viewerLines
        if let description = book.description { lines.append("description: \(description.indentingFollowingLines())") }
        if !book.subjects.isEmpty { lines.append("subjects: " + book.subjects.joined(separator: ", ")) }
        if let privateNote { lines.append("your private note: \(privateNote.indentingFollowingLines())") }
        if let edition, !edition.isEmpty || !edition.sources.isEmpty {
            lines.append("edition: " + LendingText.edition(edition))
        }
        if edition?.lookupPending == true { lines.append("details still to look up: shelfscan catalog refresh") }
        if !photos.isEmpty {
            lines.append("photos: " + photos.map { "\($0.id) (\($0.format.rawValue), \(LendingText.count($0.byteCount, "byte")), "
                + "\($0.width)×\($0.height))" }.joined(separator: ", "))
        }
        if !comments.isEmpty {
            lines.append("comments:")
            lines += comments.map { "  \($0.author) (loan \($0.loanID), \(LendingText.date($0.date))): "
                + $0.text.indentingFollowingLines(by: 4) }
        }
        return lines.joined(separator: "\n")
    }

    /// What the viewer has to do with the book: their request and its place, hold, or loan.
    private var viewerLines: [String] {
        var lines: [String] = []
        if let loan = viewerLoan {
            lines.append("yours: on loan to you" + (loan.dueDate.map { ", due \($0)" } ?? ", no due date"))
        } else if let request = viewerRequest {
            lines.append(request.status == .accepted ? "yours: accepted for you, pick it up" : "yours: requested by you, waiting for the owner")
        }
        if let hold = viewerHold {
            let place = hold.position.map { ", number \($0) in line" } ?? ""
            let pickup = hold.hold.pickupBy.map { ", pick it up by \($0)" } ?? ""
            lines.append("your hold: \(hold.hold.status.rawValue)\(place)\(pickup)")
        }
        if let pickup {
            lines.append("pickup: \(pickup.summary.indentingFollowingLines()) map: \(pickup.mapURL)")
        }
        return lines
    }
}
