import ShelfScan

/// Puts the kiosk's rows together, state by state: a title bar, a five-row headline, what to do,
/// the state's own lines, and the countdown.
struct KioskLayout {
    private(set) var rows: [KioskScreen.Row]
    private let isCheckout: Bool

    /// An empty screen with the title bar of `library`'s station in `mode`.
    init(library: String, mode: KioskMode) {
        isCheckout = mode == .checkout
        rows = Array(repeating: KioskScreen.Row(text: "", style: .plain), count: KioskScreen.height)
        let title = " ShelfScan self-service: " + Self.safe(library)
        let right = (mode == .checkout ? "BORROW" : "RETURN") + " "
        let room = KioskScreen.width - right.count
        rows[0] = KioskScreen.Row(text: Self.cut(title, to: room).padding(toLength: room, withPad: " ", startingAt: 0) + right,
                                  style: .bar)
    }

    /// Fills in the rows for `state`.
    mutating func fill(_ state: KioskState, typed: String, secondsLeft: Int?) {
        switch state {
        case .idle:
            headline("SHOW CARD", .neutral)
            say(["Show your library card to the camera,", "or type its number and press Enter."])
            put(11, "Card number: " + typed + "_")
        case let .askingPIN(card, warning):
            headline("TYPE PIN", .attention)
            say(["Card \(Disclosure.masked(card: card)): type your PIN and press Enter.", "The PIN does not show. Esc: cancel."])
            put(11, "PIN: " + String(repeating: "*", count: typed.count) + "_")
            if let warning { put(13, Self.wrap("! " + Self.safe(warning), indent: 2), style: .bad) }
            countdown(secondsLeft, "Back to the start in")
        case let .serving(visit):
            headline(visit.lines.isEmpty && isCheckout ? "SHOW A BOOK" : (isCheckout ? "NEXT BOOK" : "RETURN A BOOK"), .neutral)
            say(["Hello, \(Self.safe(visit.member.user.displayName)). Hold a book under the camera, barcode up.",
                 "Press Enter when you are done. Type an ISBN if a barcode will not read."])
            if let notice = visit.notice, visit.lines.isEmpty {
                // Before the first book, so a blocked member learns it before scanning in vain.
                put(11, Self.wrap("! " + Self.safe(notice), indent: 2), style: .bad)
            } else {
                list(visit.lines, from: 11, to: 20)
            }
            if !typed.isEmpty { put(20, "ISBN: " + typed + "_") }
            countdown(secondsLeft, "Session ends in")
        case let .offeringRenewal(visit, offer):
            headline("RENEW?", .attention)
            say(["You already have \"\(Self.safe(offer.title))\".",
                 "Renew it? Y or Enter: renew.   N or Esc: no."])
            list(visit.lines, from: 11, to: 20)
            countdown(secondsLeft, "Session ends in")
        case let .finished(receipt):
            headline("THANK YOU", .good)
            say(["Your session has ended. Your receipt:"])
            let lines = receipt.text.split(separator: "\n").map { "  " + Self.safe(String($0)) }
            for (offset, line) in lines.prefix(12).enumerated() { put(10 + offset, line) }
            countdown(secondsLeft, "Next member: show your card. Welcome screen in")
        case let .cardRefused(_, reason):
            headline("SORRY", .bad)
            put(8, Self.wrap(Self.safe(reason), indent: 0), style: .bad)
            countdown(secondsLeft, "Welcome screen in")
        }
    }

    private mutating func headline(_ text: String, _ tone: KioskScreen.Tone) {
        for (offset, row) in BlockLetters.rows(String(text.prefix(BlockLetters.maximumLength))).enumerated() {
            rows[2 + offset] = KioskScreen.Row(text: " " + row, style: .headline(tone))
        }
    }

    /// Instructions under the headline.
    private mutating func say(_ lines: [String]) {
        for (offset, line) in lines.enumerated() { put(8 + offset, line) }
    }

    /// Each outcome with its word, newest last, as many as fit between rows `first` and `last`.
    private mutating func list(_ lines: [KioskLine], from first: Int, to last: Int) {
        var blocks: [[KioskScreen.Row]] = []
        var used = 0
        for line in lines.reversed() {
            let done = line.outcome != .refused
            let wrapped = Self.wrap((done ? "[ OK ] " : "[ NO ] ") + Self.safe(line.summary), indent: 7)
            guard used + wrapped.count <= last - first else { break }
            used += wrapped.count
            blocks.insert(wrapped.map { KioskScreen.Row(text: $0, style: done ? .good : .bad) }, at: 0)
        }
        for (offset, row) in blocks.joined().enumerated() { rows[first + offset] = row }
    }

    private mutating func countdown(_ seconds: Int?, _ words: String) {
        guard let seconds else { return }
        put(22, "\(words) \(seconds) s.", style: .attention)
    }

    private mutating func put(_ row: Int, _ text: String, style: KioskScreen.Style = .plain) {
        put(row, [Self.cut(" " + text, to: KioskScreen.width)], style: style)
    }

    private mutating func put(_ row: Int, _ texts: [String], style: KioskScreen.Style) {
        for (offset, text) in texts.enumerated() where row + offset < KioskScreen.height - 1 {
            rows[row + offset] = KioskScreen.Row(text: Self.cut(text, to: KioskScreen.width), style: style)
        }
    }

    /// `text` in rows of at most 78 columns, broken between words; later rows indented by `indent`.
    static func wrap(_ text: String, indent: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > KioskScreen.width - 2 {
                lines.append(" " + line)
                line = String(repeating: " ", count: indent)
            }
            line += (line.isEmpty || line.allSatisfy { $0 == " " } ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(" " + line) }
        return lines.map { cut($0, to: KioskScreen.width) }
    }

    private static func cut(_ text: String, to width: Int) -> String {
        text.count <= width ? text : String(text.prefix(width - 1)) + "…"
    }

    /// Text from the store or the member, never printed raw.
    private static func safe(_ text: String) -> String {
        text.escapingUnsafeScalars(keepingLineBreaks: false)
    }
}
