import Foundation
import LendingKit

/// What a member takes away from a session: who, where, when, and each book's outcome.
///
/// ```swift
/// print(receipt.text)
/// // Library: City Library
/// // Member: Bob Jones, card ••••1042
/// // ...
/// ```
public struct KioskReceipt: Sendable, Equatable {
    /// Why a session ends.
    public enum Ending: String, Sendable, Hashable {
        /// The member pressed the done key.
        case done
        /// Nothing happened for the idle time.
        case idle
        /// Another card was shown.
        case nextCard = "next card"
        /// The station was stopped (or its camera ended).
        case stopped
    }

    /// The library's name.
    public var library: String
    /// The member's name.
    public var member: String
    /// The member's card number.
    public var card: String
    /// Checkout or check-in.
    public var mode: KioskMode
    /// When the session ended, by the store's clock.
    public var date: Date
    /// Why it ended.
    public var ending: Ending
    /// Each book's outcome, in order.
    public var lines: [KioskLine]

    /// A receipt with the given parts.
    public init(library: String, member: String, card: String, mode: KioskMode, date: Date, ending: Ending,
                lines: [KioskLine]) {
        self.library = library
        self.member = member
        self.card = card
        self.mode = mode
        self.date = date
        self.ending = ending
        self.lines = lines
    }

    /// The card number as a receipt shows it, masked as everywhere (`Disclosure.masked(card:)`):
    /// a receipt is left lying about, and a station's screen is read over shoulders.
    public var maskedCard: String { Disclosure.masked(card: card) }

    /// The receipt as plain text, lines of at most 78 characters (titles are cut short).
    public var text: String {
        var rows = ["Library: \(library)", "Member: \(member), card \(maskedCard)",
                    "Date: \(date.utcMinute)", ""]
        let done = lines.filter { $0.outcome != .refused }
        rows.append(done.isEmpty ? (mode == .checkout ? "No book borrowed or renewed." : "No book returned.") : "Done:")
        rows += done.map { "  " + Self.cut($0.summary) }
        let refused = lines.filter { $0.outcome == .refused }
        if !refused.isEmpty {
            rows += ["", "Not done:"] + refused.map { "  " + Self.cut(($0.title.map { "\"\($0)\": " } ?? "") + ($0.reason ?? $0.code)) }
        }
        rows += ["", "Session ended: \(ending.rawValue)."]
        return rows.joined(separator: "\n") + "\n"
    }

    /// `text` cut to 76 characters, an ellipsis marking the cut.
    private static func cut(_ text: String) -> String {
        text.count <= 76 ? text : String(text.prefix(75)) + "…"
    }
}
