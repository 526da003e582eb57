import Foundation
import LendingKit
import RasterKit
@testable import ShelfScan
import ShelfScanTestSupport
import Testing

/// Printed ShelfScan labels: the picture reads back as its number, and the desk scans it like an ISBN.
@Suite("ShelfScan labels at the desk")
struct LabelDeskTests {
    @Test("a label picture reads back as its label at 2 to 6 pixels per module", arguments: [2, 3, 4, 6])
    func readsBack(moduleWidth: Int) throws {
        let label = try #require(BookLabel(issuedSerial: 4_711))
        let picture = BookLabelPicture(label: label, title: "Ein Büchlein für Ärzte & Ölmaler", bookID: 12,
                                       moduleWidth: moduleWidth)
        let image = try ImageDecoder().decode(try picture.png(), source: "label.png")
        #expect(try BookCodeReader().codes(in: .frame(image, label: "label")) == [.label(label)])
    }

    @Test("the title is drawn in the built-in font: accents dropped, capitals, at most two lines broken between words")
    func titleLines() {
        #expect(BookLabelPicture.lines(of: "Émile, ou De l'éducation", fitting: 40) == ["EMILE, OU DE L'EDUCATION"])
        #expect(BookLabelPicture.lines(of: "The quick brown fox jumps", fitting: 10) == ["THE QUICK", "BROWN F..."])
        #expect(BookLabelPicture.lines(of: "Supercalifragilistic", fitting: 8) == ["SUPERCAL", "IFRAG..."])
        #expect(BookLabelPicture.lines(of: "戦争と平和 War", fitting: 20) == ["????? WAR"])
        #expect(BookLabelPicture.lines(of: "  ", fitting: 20).isEmpty)
    }

    @Test("a book without an ISBN is handed over and returned by a photo of its printed label")
    func handoverByLabel() throws {
        let fixture = try DeskFixture()
        let folder = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let book = try fixture.database.addBook(BookDraft(isbn: nil, title: "Family recipes", authors: ["Gran"]),
                                                by: fixture.alice)
        let label = try #require(book.label)
        let path = folder.appendingPathComponent("label.png").path
        try Data(try BookLabelPicture(label: label, title: book.title, bookID: book.id).png())
            .write(to: URL(fileURLWithPath: path))
        let request = try fixture.database.requestBook(book.id, by: fixture.bob)
        try fixture.database.accept(request: request.id, pickup: PickupLocation(latitude: 1, longitude: 2, address: "Gate"), by: fixture.alice)
        let handed = try fixture.desk.handOver(.photo(path: path), by: fixture.alice)
        #expect(handed.code == .label(label) && handed.scan.bookID == book.id)
        guard case .loanStarted = try fixture.desk.receive(.typed(label.digits), by: fixture.bob).outcome else {
            Issue.record("bob's typed label should start the loan")
            return
        }
        let typedISBN = #expect(throws: DeskError.self) {
            try fixture.desk.addBook(from: .typed(label.digits), title: "T", authors: ["A"], by: fixture.alice)
        }
        #expect(typedISBN == .invalidCode(.notAnISBN(label.digits)))
    }
}
