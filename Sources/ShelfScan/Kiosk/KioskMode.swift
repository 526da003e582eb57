/// What a station does with the books members hold under its camera.
///
/// ```swift
/// KioskSettings(mode: .checkin)   // a returns station
/// ```
public enum KioskMode: String, Sendable, Hashable, CaseIterable {
    /// Members borrow books (`LendingDesk.checkout`); a book already theirs is offered for renewal.
    case checkout
    /// Members return books (`LendingDesk.checkin`); a late return is fined.
    case checkin
}
