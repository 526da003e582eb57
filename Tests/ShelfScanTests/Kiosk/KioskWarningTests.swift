import Foundation
import ISBNKit
import LendingKit
import ShelfScan
import Testing

@Suite("kiosk warnings, refusals and receipts")
struct KioskWarningTests {
    @Test("a member who owes fines is told how much, and that they are blocked, before any book")
    func finesAtLogin() throws {
        let clock = KioskClock(KioskFixture.now)
        let fixture = try KioskFixture(clock: clock.lendingClock) { policy in
            policy.finePerDay = Money(minorUnits: 50, currency: policy.currency)
            policy.blockAt = Money(minorUnits: 100, currency: policy.currency)
        }
        var lending = fixture.bobServed()
        #expect(lending.state.visit?.notice == nil)
        lending.handle(.bookShown(KioskFixture.isbns[0]))
        clock.advance(days: 17)   // 3 days overdue: 1.50 accruing
        var station = fixture.bobServed()
        #expect(station.state.visit?.notice
                == "You owe 1.50 EUR in fines (0.00 EUR charged, 1.50 EUR accruing); your account is blocked: please pay at the desk.")
        #expect(station.handle(.bookShown(KioskFixture.isbns[1])) == [.refusal])
        #expect(station.state.visit?.lines.last?.summary == "Not done: \"Pride and Prejudice\": your account is blocked:"
                + " you owe 1.50 EUR in fines, more than 1.00 EUR; please pay at the desk.")
        var carol = fixture.station()
        carol.handle(.cardTyped("20001"))
        carol.handle(.pin("1357"))
        #expect(carol.state.visit != nil && carol.state.visit?.notice == nil)
    }

    @Test("every refusal names its book, on the screen's lines and on the receipt")
    func refusalsNameTheBook() throws {
        let fixture = try KioskFixture { policy in
            policy.maxLoans = 1
            policy.renewals = 0
        }
        var station = fixture.bobServed()
        station.handle(.bookShown(KioskFixture.isbns[0]))
        #expect(station.handle(.bookShown(KioskFixture.isbns[1])) == [.refusal])
        station.handle(.bookShown(KioskFixture.isbns[0]))
        #expect(station.handle(.renewal(accepted: true)) == [.refusal])
        let refused = [
            "\"Pride and Prejudice\": you have 1 book borrowed or kept for you, the most this library lends at once is 1:"
                + " bring one back first.",
            "\"Dune\" was renewed 0 times already, the most this library allows.",
        ]
        #expect(station.state.visit?.lines.compactMap(\.reason) == refused)
        guard case let .sessionEnded(receipt) = station.handle(.done).first else {
            Issue.record("no receipt")
            return
        }
        let text = receipt.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        for reason in refused { #expect(text.contains(reason), "\(receipt.text)") }
    }

    @Test("a receipt wraps long lines and never cuts them short")
    func receiptsWrap() throws {
        let fixture = try KioskFixture()
        let title = "The Remarkable and Entirely True History of a Very Long Title That Goes On Past Any Receipt's Width"
        try fixture.database.addBook(BookDraft(isbn: try ISBN(parsing: "9780262033848"), title: title, authors: ["A. Writer"]),
                                     by: fixture.school)
        var station = fixture.bobServed()
        #expect(station.handle(.bookTyped("9780262033848")) == [.success])
        guard case let .sessionEnded(receipt) = station.handle(.done).first else {
            Issue.record("no receipt")
            return
        }
        let rows = receipt.text.split(separator: "\n")
        #expect(rows.allSatisfy { $0.count <= 78 }, "\(receipt.text)")
        #expect(!receipt.text.contains("…"))
        let joined = rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(joined.contains("Borrowed \"\(title)\", due 2026-11-16"), "\(receipt.text)")
    }
}
