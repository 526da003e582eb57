import BarcodeKit
import CameraKit
import Foundation
import LendingKit

/// A self-service station's session logic: a card, its PIN, then books checked out (or in) one
/// by one until the member is done, leaves it idle, or the next card comes; then a receipt.
///
/// The station is driven by `KioskInput`s in the order they happen and keeps its clock from the
/// frames it is given (`.time`), so a recorded clip gives the same session on every run. It acts
/// for a member only while their session lasts: once it ended, whatever comes (a book still in
/// view, a late key) acts for nobody. Every book goes through `LendingDesk.checkout` or `checkin`,
/// so the store ends exactly as the `checkout` and `checkin` commands would leave it.
///
/// ```swift
/// var station = KioskStation(desk: desk, library: library)
/// station.handle(.cardTyped("LC-0042"))
/// station.handle(.pin("4711"))
/// station.handle(.bookShown("9780441172719"))   // [.success]: borrowed, due in three weeks
/// let ended = station.handle(.done)             // [.sessionEnded(receipt)]
/// ```
public struct KioskStation: Sendable {
    /// How the station behaves.
    public let settings: KioskSettings
    /// The library (the owner) whose books are lent and whose cards are read.
    public let library: User
    /// Where books are checked out and in.
    public let desk: LendingDesk
    /// Where the station is.
    public internal(set) var state: KioskState = .idle
    /// The station's clock: the stream time of the newest frame.
    public private(set) var now: Duration = .zero
    /// When the member last did something, on the station's clock.
    var lastActivity: Duration = .zero

    /// An idle station lending `library`'s books through `desk`.
    public init(desk: LendingDesk, library: User, settings: KioskSettings = KioskSettings()) {
        self.desk = desk
        self.library = library
        self.settings = settings
    }

    /// Whole seconds until the current state times out (the session ends, or the notice goes);
    /// `nil` when idle.
    public var secondsLeft: Int? {
        guard let limit = timeLimit else { return nil }
        let left = limit - (now - lastActivity)
        return max(0, Int((left / .seconds(1)).rounded(.up)))
    }

    /// Takes one input and says what to sound and keep.
    @discardableResult
    public mutating func handle(_ input: KioskInput) -> [KioskFeedback] {
        switch input {
        case let .time(time): return tick(time)
        case let .cardShown(reading):
            guard let card = settings.cardFormat.cardNumber(from: reading) else { return [] }
            return cardArrived(card)
        case let .cardTyped(text):
            let card = text.trimmingCharacters(in: .whitespaces).uppercased()
            return card.isEmpty ? [] : cardArrived(card)
        case let .pin(pin): return checkPIN(pin)
        case let .bookShown(code), let .bookTyped(code): return book(code)
        case let .renewal(accepted): return answerRenewal(accepted)
        case .done:
            if state.visit != nil { return endSession(.done) }
            return leaveNotice()
        case .cancel:
            if case .offeringRenewal = state { return answerRenewal(false) }
            if case .askingPIN = state { state = .idle }
            return leaveNotice()
        }
    }

    /// Takes a frame of the camera loop: its time, then the cards it confirmed (a new card ends the
    /// session before anything else on the frame counts), then its books.
    @discardableResult
    public mutating func handle(_ frame: StationFrame) -> [KioskFeedback] {
        var feedback = handle(.time(frame.time))
        for card in frame.cards { feedback += handle(.cardShown(card.reading)) }
        for book in frame.books { feedback += handle(.bookShown(book.barcode.gtin13)) }
        return feedback
    }

    /// Ends the session in progress, as when the station is switched off or its camera ends.
    @discardableResult
    public mutating func stop() -> [KioskFeedback] {
        state.visit == nil ? [] : endSession(.stopped)
    }

    /// How long the current state may last without the member doing anything.
    private var timeLimit: Duration? {
        switch state {
        case .idle: return nil
        case .finished, .cardRefused: return settings.noticeTime
        case .askingPIN, .serving, .offeringRenewal: return settings.idleTime
        }
    }

    private mutating func tick(_ time: Duration) -> [KioskFeedback] {
        now = max(now, time)
        guard let limit = timeLimit, now - lastActivity >= limit else { return [] }
        if state.visit != nil { return endSession(.idle) }
        state = .idle
        return []
    }

    private mutating func cardArrived(_ card: String) -> [KioskFeedback] {
        if state.visit?.member.member.cardNumber == card {
            lastActivity = now
            return []
        }
        if case .askingPIN(card, _) = state { return [] }
        let feedback = state.visit == nil ? [] : endSession(.nextCard)
        state = .askingPIN(card: card, warning: nil)
        lastActivity = now
        return feedback
    }

    private mutating func leaveNotice() -> [KioskFeedback] {
        switch state {
        case .finished, .cardRefused: state = .idle
        default: break
        }
        return []
    }

    private mutating func endSession(_ ending: KioskReceipt.Ending) -> [KioskFeedback] {
        guard let visit = state.visit else { return [] }
        let receipt = KioskReceipt(library: library.displayName, member: visit.member.user.displayName,
                                   card: visit.member.member.cardNumber, mode: settings.mode,
                                   date: desk.database.clock.now, ending: ending, lines: visit.lines)
        state = .finished(receipt)
        lastActivity = now
        return [.sessionEnded(receipt)]
    }
}
