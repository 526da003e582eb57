import Foundation
import ShelfScan

extension UserProfileRecord {
    /// The profile, one field per line, then the reviews shown, each with its text indented below.
    var text: String {
        var lines = ["\(user.username) (\(user.displayName))"]
        if let email = user.email { lines.append("email: \(email)") }
        if let phone = user.phone { lines.append("phone: \(phone)") }
        lines += cards.map { card in "library card" + (card.library.map { " at \($0)" } ?? "") + ": \(card.number)" }
        let stars = averageStars.map { String(format: "%.1f stars from ", $0) } ?? "no ratings"
        lines.append("rated: " + stars + (ratingCount > 0 ? LendingText.count(ratingCount, "rating") : ""))
        if !reviews.isEmpty {
            let shown = reviews.count < ratingCount ? " (newest \(reviews.count) of \(ratingCount))" : ""
            lines.append("reviews\(shown):")
            lines += reviews.flatMap(Self.text)
        }
        return lines.joined(separator: "\n")
    }

    /// `  5/5 from alice for loan 1 of "Flatland" (book 1), 2026-11-24` and the text below it.
    private static func text(_ review: ReviewRecord) -> [String] {
        let subject = review.loanID.map { "loan \($0)" } ?? "gift \(review.requestID)"
        let revised = review.revisedAt.map { ", revised \(LendingText.day($0))" } ?? ""
        let head = "  \(review.stars)/5 from \(review.rater) for \(subject) of \"\(review.bookTitle)\" (book \(review.bookID)),"
            + " \(LendingText.day(review.createdAt))\(revised)"
        return [head] + LendingText.indented(review.text, by: 4)
    }
}
