import Foundation
import ShelfScan

extension UserProfileRecord {
    /// The profile, one field per line.
    var text: String {
        var lines = ["\(user.username) (\(user.displayName))"]
        if let email = user.email { lines.append("email: \(email)") }
        if let phone = user.phone { lines.append("phone: \(phone)") }
        if let card = user.libraryCard { lines.append("library card: \(card)") }
        let stars = averageStars.map { String(format: "%.1f stars from ", $0) } ?? "no ratings"
        lines.append("rated: " + stars + (ratingCount > 0 ? "\(ratingCount) rating\(ratingCount == 1 ? "" : "s")" : ""))
        return lines.joined(separator: "\n")
    }
}
