import Foundation
import ShelfScan
@testable import ShelfScanCLI
import Testing

@Suite("kiosk screen and keys")
struct KioskScreenTests {
    private static let receipt = KioskReceipt(
        library: "Hill School Library", member: "Bob \u{1B}[2JCratchit", card: "HS-0042", mode: .checkout,
        date: Date(timeIntervalSince1970: 1_793_610_000), ending: .idle,
        lines: [KioskLine(outcome: .borrowed, code: "9780441172719", title: String(repeating: "Dune ", count: 30)),
                KioskLine(outcome: .refused, code: "9780306406157", reason: "\"Atlas\" is a reference book: it stays in the library.")])

    @Test("every screen is 24 rows of at most 80 columns, whatever the titles, and never holds text's escape sequences")
    func fits() {
        for state: KioskState in [.idle, .askingPIN(card: "HS-0042", warning: "Card number or PIN not accepted."),
                                  .finished(Self.receipt), .cardRefused(card: "X", reason: String(repeating: "long words ", count: 40))] {
            let screen = KioskScreen(state, library: String(repeating: "Library ", count: 20), mode: .checkout,
                                     secondsLeft: 42, typed: "1234")
            #expect(screen.text.split(separator: "\n", omittingEmptySubsequences: false).count == 24)
            #expect(screen.text.split(separator: "\n").allSatisfy { $0.count <= 80 })
            #expect(!screen.text.contains("\u{1B}"))
        }
        let finished = KioskScreen(.finished(Self.receipt), library: "Hill", mode: .checkout, secondsLeft: 9, typed: "").text
        #expect(finished.contains(#"Member: Bob \u{1B}[2JCratchit, card ••••0042"#))
        #expect(finished.contains("Welcome screen in 9 s."))
    }

    @Test("the PIN never shows: one star per digit; the headline is in large letters")
    func pin() {
        let screen = KioskScreen(.askingPIN(card: "HS-0042", warning: nil), library: "Hill", mode: .checkout,
                                 secondsLeft: 60, typed: "2468").text
        #expect(screen.contains("PIN: ****_") && !screen.contains("2468"))
        #expect(screen.contains("Card ••••0042: type your PIN and press Enter.") && screen.contains("Back to the start in 60 s."))
        #expect(screen.contains(BlockLetters.rows("TYPE PIN")[2]))
    }

    @Test("without colour no colour codes are sent; with it a refusal is red as well as in words; only changed rows are redrawn")
    func drawing() {
        let screen = KioskScreen(.idle, library: "Hill", mode: .checkin, secondsLeft: nil, typed: "")
        let plain = screen.drawing(from: nil, colour: false)
        #expect(plain.hasPrefix("\u{1B}[2J") && plain.contains("RETURN") && !["31m", "32m", "33m"].contains { plain.contains("\u{1B}[" + $0) })
        let typed = KioskScreen(.idle, library: "Hill", mode: .checkin, secondsLeft: nil, typed: "HS")
        #expect(typed.drawing(from: screen, colour: true) == "\u{1B}[12;1H Card number: HS_\u{1B}[0m\u{1B}[K")
        let refused = KioskScreen(.cardRefused(card: "X", reason: "Locked."), library: "Hill", mode: .checkout,
                                  secondsLeft: 3, typed: "")
        #expect(refused.drawing(from: nil, colour: true).contains("\u{1B}[31m Locked."))
    }

    @Test("keys: Enter, Backspace and Escape are told apart from arrows, and printable characters kept")
    func keys() {
        #expect(KioskKey.keys(in: Array("4a\r\u{7F}\u{1B}\u{1B}[A\u{1B}OB\n".utf8))
                == [.character("4"), .character("a"), .enter, .backspace, .escape, .enter])
    }

    @Test("typing: card numbers, hidden PINs and ISBNs are sent by Enter; Enter alone is done; Y or N answer a renewal")
    func keyboard() {
        var keyboard = KioskKeyboard()
        let idle = KioskState.idle, pin = KioskState.askingPIN(card: "HS-0042", warning: nil)
        for key in KioskKey.keys(in: Array("hs-00*42".utf8)) { #expect(keyboard.input(for: key, in: idle) == nil) }
        #expect(keyboard.field == "hs-0042")
        #expect(keyboard.input(for: .enter, in: idle) == .cardTyped("hs-0042"))
        #expect(keyboard.input(for: .character("2"), in: pin) == nil && keyboard.input(for: .character("x"), in: pin) == nil)
        #expect(keyboard.field == "2")
        #expect(keyboard.input(for: .enter, in: pin) == .pin("2"))
        #expect(keyboard.input(for: .escape, in: pin) == .cancel)
        #expect(keyboard.input(for: .enter, in: .finished(Self.receipt)) == .done)
    }
}
