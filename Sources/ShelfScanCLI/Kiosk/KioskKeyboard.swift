import ShelfScan

/// What the member types, turned into station inputs: the field being typed (a card number, a PIN,
/// a book's code) and the keys that answer or end.
///
/// Enter sends the field; at a session with nothing typed it is the done key. Esc clears the field,
/// leaves the PIN prompt, or declines a renewal. At a renewal offer Y or Enter renews and N
/// declines, so that a numeric keypad with Enter and Esc serves as well as a keyboard.
struct KioskKeyboard {
    /// What has been typed in the current field.
    private(set) var field = ""
    /// The state the field belongs to: typing is cleared when the station moves on.
    private var fieldState = FieldKind.card

    /// The input `key` makes in `state`, if any; the field is updated.
    mutating func input(for key: KioskKey, in state: KioskState) -> KioskInput? {
        let kind = FieldKind(state)
        if kind != fieldState {
            field = ""
            fieldState = kind
        }
        switch (kind, key) {
        case (.renewal, .character(let letter)) where "yY".contains(letter): return .renewal(accepted: true)
        case (.renewal, .enter): return .renewal(accepted: true)
        case (.renewal, .character(let letter)) where "nN".contains(letter): return .renewal(accepted: false)
        case (.renewal, .escape), (.renewal, .backspace): return .renewal(accepted: false)
        case (.renewal, _): return nil
        case (_, .character(let character)):
            if kind.accepts(character), field.count < 32 { field.append(character) }
            return nil
        case (_, .backspace):
            if !field.isEmpty { field.removeLast() }
            return nil
        case (.pin, .escape):
            return .cancel
        case (_, .escape):
            field = ""
            return nil
        case (_, .enter):
            let typed = field
            field = ""
            return kind.input(typed)
        }
    }

    /// Which field the station's state types into.
    private enum FieldKind: Equatable {
        case card, pin, book, renewal

        init(_ state: KioskState) {
            switch state {
            case .idle, .finished, .cardRefused: self = .card
            case .askingPIN: self = .pin
            case .serving: self = .book
            case .offeringRenewal: self = .renewal
            }
        }

        /// Card numbers are letters, digits and `-`; PINs digits; book codes digits, `X` and `-`.
        func accepts(_ character: Character) -> Bool {
            switch self {
            case .card: return character.isASCII && (character.isLetter || character.isNumber || character == "-")
            case .pin: return character.isASCII && character.isNumber
            case .book: return character.isASCII && (character.isNumber || character == "X" || character == "x" || character == "-")
            case .renewal: return false
            }
        }

        /// What Enter sends with `typed`.
        func input(_ typed: String) -> KioskInput? {
            switch self {
            case .card: return typed.isEmpty ? .done : .cardTyped(typed)
            case .pin: return .pin(typed)
            case .book: return typed.isEmpty ? .done : .bookTyped(typed)
            case .renewal: return nil
            }
        }
    }
}
