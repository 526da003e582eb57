import Foundation
import Testing
@testable import LendingKit

/// What a crash does, simulated by stopping an operation at a `PhotoCrashPoint`: a crash before the
/// commit loses the transaction, one after it loses the file removal.
@Suite("Photos: crashes")
struct PhotoCrashTests {
    struct Crash: Error {}

    private static func crashing(at point: PhotoCrashPoint) -> (inout AppDatabase) -> Void {
        { db in db.crashHook = { reached in if reached == point { throw Crash() } } }
    }

    @Test("Between file write and commit: no row, the files are orphans, gc removes them")
    func beforeCommit() throws {
        let photos = try PhotoLibrary(configure: Self.crashing(at: .beforeCommit))
        defer { photos.remove() }
        let alice = photos.library.alice
        let book = try photos.library.addBook(by: alice)
        expectError(.storage) {
            try photos.db.attachPhotos([photos.upload(try PhotoFixtures.jpeg(), "a.jpg")], toBook: book.id, by: alice)
        }
        #expect(try photos.db.photos(ofBook: book.id).isEmpty)
        #expect(try photos.rowsHaveFiles())
        #expect(photos.files().count == 2)
        #expect(try photos.db.collectPhotoGarbage().orphans.count == 2)
        #expect(photos.files().isEmpty)
        #expect(try photos.db.events(ofBook: book.id).map(\.action) == [.bookAdded])
    }

    @Test("Adding a book with its photo crashes before the commit: no book, no photo row, gc cleans up")
    func bookWithPhoto() throws {
        let photos = try PhotoLibrary(configure: Self.crashing(at: .beforeCommit))
        defer { photos.remove() }
        let draft = try BookDraft(isbn: Library.isbn(1), title: "Dune", authors: ["Frank Herbert"])
        expectError(.storage) {
            try photos.db.addBook(draft, photos: [photos.upload(try PhotoFixtures.png(), "a.png")], by: photos.library.alice)
        }
        #expect(try photos.db.myBooks(photos.library.alice).isEmpty)
        try photos.db.collectPhotoGarbage()
        #expect(photos.files().isEmpty)
        #expect(try photos.namedFiles().isEmpty)
    }

    @Test("Between commit and file removal: the rows are gone, the files stay until gc removes them")
    func beforeFileRemoval() throws {
        let photos = try PhotoLibrary(configure: Self.crashing(at: .beforeFileRemoval))
        defer { photos.remove() }
        let alice = photos.library.alice
        let book = try photos.library.addBook(by: alice)
        let other = try photos.library.addBook("Emma", by: alice)
        let kept = try photos.db.attachPhotos([photos.upload(try PhotoFixtures.webp(), "k.webp")], toBook: other.id, by: alice)
        let photo = try photos.db.attachPhotos([photos.upload(try PhotoFixtures.jpeg(), "a.jpg")], toBook: book.id, by: alice)[0]
        expectError(.storage) { try photos.db.deletePhoto(photo.id, by: alice) }
        expectError(.notFound) { try photos.db.photo(photo.id) }
        #expect(try photos.rowsHaveFiles())
        #expect(photos.files().count == 4)
        #expect(try photos.db.collectPhotoGarbage().orphans == [photos.db.path(of: photo), photos.db.path(of: photo, thumbnail: true)].sorted())
        #expect(try photos.namedFiles() == photos.files())
        #expect(try photos.db.photos(ofBook: other.id) == kept)

        try photos.db.attachPhotos([photos.upload(try PhotoFixtures.png(), "b.png")], toBook: book.id, by: alice)
        expectError(.storage) { try photos.db.deleteBook(book.id, by: alice) }
        #expect(try photos.db.book(book.id).status == .removed)
        #expect(try photos.db.photos(ofBook: book.id).isEmpty)
        #expect(photos.files().count == 4)
        try photos.db.collectPhotoGarbage()
        #expect(try photos.namedFiles() == photos.files())
        #expect(photos.files().count == 2)
    }
}
