import BarcodeKit
import Foundation
import ISBNKit
import LendingKit
import RasterKit
import ShelfScan
import ShelfScanTestSupport
import Testing

@Suite("The lending desk")
struct LendingDeskTests {
    @Test("Adding by photo reads the ISBN and keeps the photo's path; a shop's EAN-13 beside it is ignored")
    func addByPhoto() throws {
        let fixture = try DeskFixture()
        let added = try fixture.desk.addBook(from: DeskFixture.coverPhoto, title: "Flatland", authors: ["E. A. Abbott"],
                                             description: "Dover edition", by: fixture.alice)
        #expect(added.book.isbn == (try DeskFixture.isbn(DeskFixture.coverDigits)))
        #expect(added.book.ownerID == fixture.alice.id)
        #expect(added.book.status == .available)
        #expect(added.source.photoPath == DeskFixture.coverPhoto.label)
        #expect(try fixture.database.myBooks(fixture.alice).map(\.book) == [added.book])
    }

    @Test("A typed ISBN is the fallback; an invalid one names the text and adds nothing")
    func typedISBN() throws {
        let fixture = try DeskFixture()
        let added = try fixture.desk.addBook(from: .typed("0-306-40615-2"), title: "T", authors: ["A"], by: fixture.alice)
        #expect(added.book.isbn?.isbn13 == DeskFixture.plainDigits)
        #expect(added.source.photoPath == nil)
        let error = #expect(throws: DeskError.self) {
            try fixture.desk.addBook(from: .typed("978-0-306-40615-8"), title: "T", authors: ["A"], by: fixture.alice)
        }
        #expect(error?.kind == .invalidInput)
        #expect(error?.description == "978-0-306-40615-8: check digit should be 7")
        #expect(try fixture.database.myBooks(fixture.alice).count == 1)
    }

    @Test("No ISBN in the picture is an error naming it: a barcode-free page, a frame, an EAN-8 only")
    func noISBN() throws {
        let fixture = try DeskFixture()
        let folder = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blank = try BarcodePictures.write(BarcodePictures.blank, named: "blank.png", in: folder)
        for source in [BookCodeSource.photo(path: blank), .frame(BarcodePictures.blank, label: "camera frame 12"),
                       DeskFixture.ean8Photo] {
            #expect(throws: DeskError.noCode(source.label, purpose: .adding)) {
                try fixture.desk.addBook(from: source, title: "T", authors: ["A"], by: fixture.alice)
            }
        }
        #expect(DeskError.noCode(blank, purpose: .adding).description == "\(blank): no ISBN barcode found")
        #expect(DeskError.noCode(blank, purpose: .scanning).description == "\(blank): no ISBN or ShelfScan label barcode found")
        #expect(DeskError.noCode(blank, purpose: .adding).kind == .invalidInput)
        #expect(try fixture.database.myBooks(fixture.alice).isEmpty)
    }

    @Test("A missing file is not found; a file that is no image is invalid input, with the decoder's or the photo's reason")
    func unreadableFiles() throws {
        let fixture = try DeskFixture()
        let missing = DeskFixture.photo("barcodes/no-such-photo.jpg")
        let missingError = #expect(throws: DeskError.self) { try fixture.desk.handOver(missing, by: fixture.alice) }
        #expect(missingError == .missingFile(missing.label))
        #expect(missingError?.kind == .notFound)
        let text = DeskFixture.photo("broken/text.jpg")
        let textError = #expect(throws: DeskError.self) { try fixture.desk.handOver(text, by: fixture.alice) }
        #expect(textError == .unreadableImage(ImageError(source: text.label, reason: .notAnImage)))
        #expect(textError?.kind == .invalidInput)
        // A new book keeps its photo, so the photo's rule speaks first, as for `photo add`.
        let photoError = #expect(throws: DeskError.self) {
            try fixture.desk.addBook(from: text, title: "T", authors: ["A"], by: fixture.alice)
        }
        #expect(photoError == .lending(.photoRefused(PhotoError(source: text.label, reason: .notAPhoto(.text)))))
        #expect(photoError?.kind == .invalidInput)
    }

    @Test("Both handover scans by photo start the loan; both return scans end it and keep the comment")
    func wholeLoanByPhotos() throws {
        let fixture = try DeskFixture()
        let book = try fixture.lend(DeskFixture.plainPhoto, from: fixture.alice, to: fixture.bob)
        let first = try fixture.desk.handOver(DeskFixture.plainPhoto, by: fixture.alice)
        #expect(first.scan.action == "hand over book \(book.id) to bob")
        guard case .waiting = first.outcome else { throw Unexpected(first.outcome) }
        let second = try fixture.desk.receive(DeskFixture.plainPhoto, by: fixture.bob)
        guard case let .loanStarted(loan) = second.outcome else { throw Unexpected(second.outcome) }
        #expect(try fixture.database.book(book.id).status == .borrowed)

        let back = try fixture.desk.handBack(DeskFixture.plainPhoto, by: fixture.bob, comment: "Loved it")
        #expect(back.scan.action == "hand back book \(book.id) to alice")
        let received = try fixture.desk.receive(DeskFixture.plainPhoto, by: fixture.alice)
        #expect(received.scan.action == "receive back book \(book.id) from bob")
        guard case let .returned(ended) = received.outcome else { throw Unexpected(received.outcome) }
        #expect(ended.id == loan.id)
        #expect(ended.returnComment == "Loved it")
        #expect(try fixture.database.book(book.id).status == .available)
    }

    @Test("A camera frame in memory is scanned like a photo")
    func frame() throws {
        let fixture = try DeskFixture()
        let picture = try BarcodeRenderer(moduleWidth: 3).render(.ean13, digits: DeskFixture.coverDigits)
        let frame = BookCodeSource.frame(picture, label: "webcam")
        try fixture.lend(frame, from: fixture.alice, to: fixture.bob)
        let result = try fixture.desk.receive(frame, by: fixture.bob)
        #expect(result.code.digits == DeskFixture.coverDigits)
        #expect(result.scan.role == .borrower)
    }

    @Test("The borrower asking to hand over is not allowed, is told what waits instead, and nothing changes")
    func wrongAction() throws {
        let fixture = try DeskFixture()
        let book = try fixture.lend(DeskFixture.plainPhoto, from: fixture.alice, to: fixture.bob)
        let isbn = try DeskFixture.isbn(DeskFixture.plainDigits)
        let before = try fixture.database.pendingScans(for: fixture.bob, code: .isbn(isbn))
        let error = #expect(throws: DeskError.self) { try fixture.desk.handOver(DeskFixture.plainPhoto, by: fixture.bob) }
        #expect(error?.kind == .notAllowed)
        #expect(error?.description == "bob cannot hand over ISBN \(isbn): what waits for bob is to receive book \(book.id) from alice")
        #expect(throws: DeskError.self) { try fixture.desk.handBack(DeskFixture.plainPhoto, by: fixture.alice) }
        #expect(try fixture.database.pendingScans(for: fixture.bob, code: .isbn(isbn)) == before)
        #expect(try fixture.database.events(ofBook: book.id).map(\.action) == [.bookAdded, .photoAdded, .requested, .accepted])
    }

    @Test("Someone outside the loan: nothing to do for the ISBN, and not allowed when naming the book")
    func stranger() throws {
        let fixture = try DeskFixture()
        let book = try fixture.lend(DeskFixture.plainPhoto, from: fixture.alice, to: fixture.bob)
        let nothing = #expect(throws: DeskError.self) { try fixture.desk.handOver(DeskFixture.plainPhoto, by: fixture.carol) }
        #expect(nothing?.kind == .notFound)
        #expect(nothing?.description == "\(DeskFixture.plainPhoto.label): nothing to hand over for ISBN \(DeskFixture.plainDigits)")
        let named = #expect(throws: DeskError.self) {
            try fixture.desk.receive(DeskFixture.plainPhoto, by: fixture.carol, bookID: book.id)
        }
        #expect(named == .lending(.notAllowed(user: "carol", action: "receive book \(book.id) (only its owner and borrower may)")))
        #expect(named?.kind == .notAllowed)
        #expect(try fixture.database.events(ofBook: book.id).count == 4)
    }

    @Test("Two copies of one ISBN waiting: the scan names both and changes nothing; the book id picks one")
    func ambiguousCopies() throws {
        let fixture = try DeskFixture()
        let first = try fixture.lend(DeskFixture.plainPhoto, from: fixture.alice, to: fixture.bob, title: "Copy A")
        let second = try fixture.lend(DeskFixture.plainPhoto, from: fixture.alice, to: fixture.carol, title: "Copy B")
        let error = #expect(throws: DeskError.self) { try fixture.desk.handOver(DeskFixture.plainPhoto, by: fixture.alice) }
        guard case let .lending(.ambiguousScan(_, action, candidates, source)) = error else { throw Unexpected(error) }
        #expect(action == .handOver)
        #expect(Set(candidates.map(\.bookID)) == [first.id, second.id])
        #expect(source == DeskFixture.plainPhoto.label)
        #expect(error?.kind == .invalidInput)
        let chosen = try fixture.desk.handOver(DeskFixture.plainPhoto, by: fixture.alice, bookID: second.id)
        #expect(chosen.scan.bookID == second.id)
        #expect(chosen.scan.otherParty == "carol")
    }

    @Test("Receive means whichever waits; receiving a lent copy and one's own copy back at once is ambiguous")
    func receiveBothWays() throws {
        let fixture = try DeskFixture()
        let lent = try fixture.lend(DeskFixture.plainPhoto, from: fixture.alice, to: fixture.bob)
        try fixture.desk.handOver(DeskFixture.plainPhoto, by: fixture.alice)
        try fixture.desk.receive(DeskFixture.plainPhoto, by: fixture.bob)
        try fixture.desk.handBack(DeskFixture.plainPhoto, by: fixture.bob)
        let borrowed = try fixture.lend(DeskFixture.plainPhoto, from: fixture.carol, to: fixture.alice)
        let error = #expect(throws: DeskError.self) { try fixture.desk.receive(DeskFixture.plainPhoto, by: fixture.alice) }
        guard case let .lending(.ambiguousScan(_, _, candidates, _)) = error else { throw Unexpected(error) }
        #expect(Set(candidates.map(\.action)) == ["receive back book \(lent.id) from bob", "receive book \(borrowed.id) from carol"])
        let back = try fixture.desk.receive(DeskFixture.plainPhoto, by: fixture.alice, bookID: lent.id)
        guard case .returned = back.outcome else { throw Unexpected(back.outcome) }
        let lentToMe = try fixture.desk.receive(DeskFixture.plainPhoto, by: fixture.alice)
        #expect(lentToMe.scan.bookID == borrowed.id)
    }

    @Test("Several ISBNs in one picture: an error listing them, unless a book id says which is meant")
    func severalISBNs() throws {
        let fixture = try DeskFixture()
        let folder = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let both = try BarcodePictures.write(BarcodePictures.stacked([DeskFixture.plainDigits, DeskFixture.coverDigits]),
                                             named: "two-books.png", in: folder)
        let plain = try DeskFixture.isbn(DeskFixture.plainDigits)
        let cover = try DeskFixture.isbn(DeskFixture.coverDigits)
        #expect(try fixture.desk.reader.codes(in: .photo(path: both)) == [.isbn(plain), .isbn(cover)])
        #expect(throws: DeskError.severalISBNs([plain, cover], both)) {
            try fixture.desk.addBook(from: .photo(path: both), title: "T", authors: ["A"], by: fixture.alice)
        }
        let book = try fixture.lend(DeskFixture.coverPhoto, from: fixture.alice, to: fixture.bob)
        #expect(throws: DeskError.self) { try fixture.desk.handOver(.photo(path: both), by: fixture.alice) }
        let chosen = try fixture.desk.handOver(.photo(path: both), by: fixture.alice, bookID: book.id)
        #expect(chosen.code == .isbn(cover))

        let other = try fixture.desk.addBook(from: .typed("9780441172719"), title: "Dune", authors: ["F. H."], by: fixture.alice)
        let mismatch = #expect(throws: DeskError.self) {
            try fixture.desk.handOver(.photo(path: both), by: fixture.alice, bookID: other.book.id)
        }
        #expect(mismatch == .lending(.bookNotScanned(bookID: other.book.id, codes: other.book.codes,
                                                     found: [.isbn(plain), .isbn(cover)], source: both)))
        #expect(mismatch?.description == "\(both): book \(other.book.id) has ISBN 9780441172719, not \(plain), \(cover)")
    }
}
