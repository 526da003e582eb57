import Foundation
import RasterKit
import ShelfScan
import ShelfScanTestSupport
import Testing

/// Covers printed light on dark: the desk reads their ISBNs as `scan --inverted` does.
@Suite("The desk reads inverted codes")
struct InvertedCodeTests {
    @Test("An inverted code in a photo gives its ISBN", arguments: ["isbn-inverted.png", "isbn-ean5-inverted.jpg"])
    func photo(name: String) throws {
        let codes = try BookCodeReader().codes(in: .photo(path: TestImageFiles.path("barcodes", name)))
        #expect(codes.map(\.digits) == [name.hasPrefix("isbn-ean5") ? "9780141036144" : "9780306406157"])
    }

    @Test("An inverted code in an upload gives its ISBN")
    func upload() throws {
        let path = TestImageFiles.path("barcodes", "isbn-inverted.png")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let source = BookCodeSource.upload(bytes: bytes, name: "isbn-inverted.png")
        #expect(try BookCodeReader().codes(in: source).map(\.digits) == ["9780306406157"])
    }

    @Test("A book is added from a photo of an inverted code")
    func addBook() throws {
        let fixture = try DeskFixture()
        let photo = BookCodeSource.photo(path: TestImageFiles.path("barcodes", "isbn-ean5-inverted.jpg"))
        let added = try fixture.desk.addBook(from: photo, title: "Inverted", authors: ["A. Writer"], by: fixture.alice)
        #expect(added.book.isbn?.isbn13 == "9780141036144")
    }
}
