import BarcodeKit
import CameraKit
import LendingKit
import ShelfScan
import RasterKit
import ShelfScanTestSupport
import Testing

@Suite("kiosk station")
struct KioskStationTests {
    private static let nowhere = BoundingBox(x: 0, y: 0, width: 1, height: 1)

    @Test("a session: the card typed, the PIN, a book borrowed, a reference book refused, Enter ends it with a receipt")
    func sessionEndsWithDone() throws {
        let fixture = try KioskFixture()
        var station = fixture.station()
        #expect(station.handle(.cardTyped(" hs-0042 ")) == [])
        #expect(station.state == .askingPIN(card: "HS-0042", warning: nil))
        #expect(station.handle(.pin("2468")) == [.success])
        #expect(station.handle(.bookShown(KioskFixture.isbns[0])) == [.success])
        #expect(station.handle(.bookTyped("978-0-306-40615-7")) == [.refusal])
        guard case let .sessionEnded(receipt) = station.handle(.done).first else {
            Issue.record("no receipt")
            return
        }
        #expect(receipt.ending == .done && receipt.member == "Bob Cratchit" && receipt.maskedCard == "••••0042")
        #expect(receipt.lines.map(\.summary) == ["Borrowed \"Dune\", due 2026-11-16",
                                                 "Not done: \"Atlas of London\" is a reference book: it stays in the library."])
        #expect(receipt.text.contains("Date: 2026-11-02 09:00 UTC") && receipt.text.contains("Session ended: done."))
        #expect(station.state == .finished(receipt))
        #expect(try fixture.openLoans() == ["Dune to bob"])
    }

    @Test("a session ends after the idle time without a book or key, counted down; a notice goes after its time")
    func idleEnd() throws {
        let fixture = try KioskFixture()
        var station = fixture.bobServed()
        station.handle(.time(.seconds(10)))
        #expect(station.secondsLeft == 50)
        station.handle(.bookShown(KioskFixture.isbns[0]))
        #expect(station.handle(.time(.seconds(69.9))) == [] && station.secondsLeft == 1)
        guard case let .sessionEnded(receipt) = station.handle(.time(.seconds(70))).first else {
            Issue.record("the session did not end")
            return
        }
        #expect(receipt.ending == .idle && station.secondsLeft == 15)
        station.handle(.time(.seconds(85)))
        #expect(station.state == .idle && station.secondsLeft == nil)
    }

    @Test("a session never acts after it ended: a book shown later, or a late answer, is no one's")
    func nothingAfterTheEnd() throws {
        let fixture = try KioskFixture()
        var station = fixture.bobServed()
        station.handle(.done)
        #expect(station.handle(.bookShown(KioskFixture.isbns[0])) == [])
        #expect(station.handle(.renewal(accepted: true)) == [])
        station.handle(.done)
        #expect(station.state == .idle)
        #expect(station.handle(.bookTyped(KioskFixture.isbns[1])) == [] && station.handle(.pin("2468")) == [])
        #expect(try fixture.openLoans().isEmpty)
    }

    @Test("the next card ends the session with a receipt and asks for its PIN; the same card again changes nothing")
    func nextCard() throws {
        let fixture = try KioskFixture()
        var station = fixture.bobServed()
        #expect(station.handle(.cardShown(CardReading(symbology: .code39, text: "HS-0042", bounds: Self.nowhere))) == [])
        #expect(station.state.visit?.member.user == fixture.bob)
        let feedback = station.handle(.cardShown(CardReading(symbology: .codabar, text: "A20001B", bounds: Self.nowhere)))
        guard case let .sessionEnded(receipt) = feedback.first else {
            Issue.record("bob's session did not end")
            return
        }
        #expect(receipt.ending == KioskReceipt.Ending.nextCard && receipt.lines.isEmpty)
        #expect(station.state == .askingPIN(card: "20001", warning: nil))
    }

    @Test("a reading the library's card format refuses is not a card")
    func otherCardFormat() throws {
        let fixture = try KioskFixture()
        var station = KioskStation(desk: LendingDesk(database: fixture.database), library: fixture.school,
                                   settings: KioskSettings(cardFormat: CardFormat(symbologies: [.codabar])))
        #expect(station.handle(.cardShown(CardReading(symbology: .code39, text: "HS-0042", bounds: Self.nowhere))) == [])
        #expect(station.state == .idle)
    }

    @Test("a wrong PIN and an unknown card get the same words; the fifth wrong PIN locks the card; a locked card is refused")
    func wrongPINs() throws {
        let fixture = try KioskFixture()
        var station = fixture.station()
        station.handle(.cardTyped("NO-SUCH"))
        #expect(station.handle(.pin("2468")) == [.refusal])
        let unknown = station.state
        station.handle(.cancel)
        #expect(station.state == .idle)
        station.handle(.cardTyped("HS-0042"))
        for _ in 0..<4 { #expect(station.handle(.pin("0000")) == [.refusal]) }
        guard case let .askingPIN(_, warning) = station.state, case let .askingPIN(_, unknownWarning) = unknown else {
            Issue.record("not asking for the PIN again")
            return
        }
        #expect(warning == unknownWarning && warning?.contains("not accepted") == true)
        station.handle(.pin("0000"))
        #expect(station.state == .cardRefused(card: "HS-0042", reason: "Wrong PIN 5 times: this card is locked for 15 minutes. Please ask at the desk."))
        station.handle(.done)
        station.handle(.cardTyped("HS-0042"))
        station.handle(.pin("2468"))
        guard case let .cardRefused(_, reason) = station.state else {
            Issue.record("a locked card was let in")
            return
        }
        #expect(reason.hasPrefix("This card is locked after too many wrong PINs, until 2026-11-02 09:15 UTC"))
    }

    @Test("a book the member has is offered for renewal: yes renews it, no (or another book) leaves it")
    func renewalOffer() throws {
        let fixture = try KioskFixture()
        var station = fixture.bobServed()
        station.handle(.bookShown(KioskFixture.isbns[0]))
        #expect(station.handle(.bookShown(KioskFixture.isbns[0])) == [])
        guard case let .offeringRenewal(_, offer) = station.state else {
            Issue.record("no renewal offered")
            return
        }
        #expect(offer.title == "Dune" && station.state.waitsForKeys)
        #expect(station.handle(.renewal(accepted: true)) == [.success])
        #expect(station.state.visit?.lines.last?.summary == "Renewed \"Dune\", due 2026-11-30")
        station.handle(.bookShown(KioskFixture.isbns[0]))
        #expect(station.handle(.bookShown(KioskFixture.isbns[1])) == [.success])
        #expect(station.state.visit?.lines.map(\.outcome) == [.borrowed, .renewed, .borrowed])
        station.handle(.bookShown(KioskFixture.isbns[0]))
        #expect(station.handle(.renewal(accepted: false)) == [])
        #expect(station.state.visit?.lines.count == 3)
    }

    @Test("a check-in station returns the member's books and refuses one that is not on loan to them")
    func checkin() throws {
        let fixture = try KioskFixture()
        var lending = fixture.bobServed()
        lending.handle(.bookShown(KioskFixture.isbns[0]))
        var returns = fixture.bobServed(.checkin)
        #expect(returns.handle(.bookShown(KioskFixture.isbns[0])) == [.success])
        #expect(returns.handle(.bookShown(KioskFixture.isbns[1])) == [.refusal])
        #expect(returns.state.visit?.lines.map(\.summary)
                == ["Returned \"Dune\"", "Not done: \"Pride and Prejudice\" is not on loan to you."])
        #expect(try fixture.openLoans().isEmpty)
    }

    @Test("a frame's card ends the session before its books count; its time runs the clock")
    func frames() throws {
        let fixture = try KioskFixture()
        var station = fixture.bobServed()
        let card = CardReading(symbology: .codabar, text: "A20001B", bounds: Self.nowhere)
        let book = try #require(BarcodeScanner().scan(BarcodePictures.stacked([KioskFixture.isbns[0]])).first)
        let image = GrayImage(width: 4, height: 4)
        let frame = StationFrame(index: 7, time: .seconds(2), books: [ScanEvent(barcode: book, frame: Frame(image: image, index: 7, time: .seconds(2)))],
                                 cards: [CardEvent(reading: card, frame: Frame(image: image, index: 7, time: .seconds(2)))])
        #expect(station.handle(frame).count == 1)
        #expect(station.now == .seconds(2) && station.state == .askingPIN(card: "20001", warning: nil))
        #expect(try fixture.openLoans().isEmpty)
    }
}
