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

    /// The receipt as plain text, lines of at most 78 characters: long ones wrap onto indented
    /// lines, never cut, as a receipt is what the member keeps of the session.
    public var text: String {
        var rows = Self.wrapped("Library: \(library)", margin: "") + Self.wrapped("Member: \(member), card \(maskedCard)", margin: "")
            + ["Date: \(date.utcMinute)", ""]
        let done = lines.filter { $0.outcome != .refused }
        rows.append(done.isEmpty ? (mode == .checkout ? "No book borrowed or renewed." : "No book returned.") : "Done:")
        rows += done.flatMap { Self.wrapped($0.summary, margin: "  ") }
        let refused = lines.filter { $0.outcome == .refused }
        if !refused.isEmpty {
            rows += ["", "Not done:"] + refused.flatMap { Self.wrapped($0.reason ?? $0.code, margin: "  ") }
        }
        rows += ["", "Session ended: \(ending.rawValue)."]
        return rows.joined(separator: "\n") + "\n"
    }

    /// `text` after `margin`, in rows of at most 78 characters, the later ones indented two more.
    private static func wrapped(_ text: String, margin: String) -> [String] {
        TextWrapping.rows(text, width: 78 - margin.count, indent: 2).map { margin + $0 }
    }
}
