import Foundation
import LendingKit
import RasterKit
import ShelfScan
import Testing

@Suite("The lending desk: photos")
struct LendingDeskPhotoTests {
    @Test("Adding by photo keeps the photo, cleaned, as the book's first photo in the same operation")
    func keepsPhoto() throws {
        let fixture = try DeskFixture()
        let added = try fixture.desk.addBook(from: DeskFixture.coverPhoto, title: "Flatland", authors: ["E. A. Abbott"],
                                             by: fixture.alice)
        let photo = try #require(added.photo)
        #expect(try fixture.database.photos(ofBook: added.book.id) == [photo])
        #expect(photo.format == .jpeg && photo.position == 0)
        let original = try Data(contentsOf: URL(fileURLWithPath: DeskFixture.coverPhoto.label))
        let stored = try fixture.database.contents(of: photo)
        #expect(try ImageDecoder().decode(stored) == ImageDecoder().decode(Array(original)))
        #expect(try fixture.database.events(ofBook: added.book.id).map(\.action) == [.bookAdded, .photoAdded])
    }

    @Test("A typed ISBN adds a book without photos; a PNG photo is kept as PNG")
    func typedAndPNG() throws {
        let fixture = try DeskFixture()
        let typed = try fixture.desk.addBook(from: .typed("0-306-40615-2"), title: "T", authors: ["A"], by: fixture.alice)
        #expect(typed.photo == nil)
        #expect(try fixture.database.photos(ofBook: typed.book.id).isEmpty)
        let png = try fixture.desk.addBook(from: DeskFixture.plainPhoto, title: "T", authors: ["A"], by: fixture.alice)
        #expect(png.photo?.format == .png)
    }

    @Test("A photo whose ISBN reads but which the photo rules refuse adds no book: all or nothing")
    func refusedPhotoAddsNoBook() throws {
        let fixture = try DeskFixture(photoRules: PhotoRules(limits: PhotoLimits(maxBytes: 1000, maxPixels: 50_000_000)))
        let error = #expect(throws: DeskError.self) {
            try fixture.desk.addBook(from: DeskFixture.coverPhoto, title: "Flatland", authors: ["A"], by: fixture.alice)
        }
        #expect(error?.kind == .invalidInput)
        #expect(error?.description.hasPrefix(DeskFixture.coverPhoto.label + ": ") == true)
        #expect(try fixture.database.myBooks(fixture.alice).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: fixture.photoFolder))
    }

    @Test("Attaching files by path: a missing one is not found and nothing of the others is stored")
    func attachByPath() throws {
        let fixture = try DeskFixture()
        let book = try fixture.desk.addBook(from: .typed("0-306-40615-2"), title: "T", authors: ["A"], by: fixture.alice).book
        let missing = DeskFixture.photo("barcodes/no-such-photo.jpg").label
        #expect(throws: DeskError.missingFile(missing)) {
            try fixture.desk.attachPhotos([DeskFixture.coverPhoto.label, missing], toBook: book.id, by: fixture.alice)
        }
        #expect(try fixture.database.photos(ofBook: book.id).isEmpty)
        let photos = try fixture.desk.attachPhotos([DeskFixture.coverPhoto.label, DeskFixture.plainPhoto.label],
                                                   toBook: book.id, by: fixture.alice)
        #expect(photos.map(\.position) == [0, 1])
        let profile = try fixture.desk.setProfilePhoto(DeskFixture.plainPhoto.label, by: fixture.bob)
        #expect(try fixture.database.profilePhoto(of: fixture.bob) == profile)
        #expect(profile.sha256 == photos[1].sha256)
    }
}
