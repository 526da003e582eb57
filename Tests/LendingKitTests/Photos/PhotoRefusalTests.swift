import Foundation
import RasterKit
import Testing
@testable import LendingKit

@Suite("Photos: refusals")
struct PhotoRefusalTests {
    /// Attaches `uploads` to a new book of alice's, expecting a refusal; checks nothing was stored.
    private func refused(_ uploads: [PhotoUpload], rules: PhotoRules = .standard,
                         sourceLocation: SourceLocation = #_sourceLocation) throws -> LendingError? {
        let photos = try PhotoLibrary(rules: rules)
        defer { photos.remove() }
        let book = try photos.library.addBook(by: photos.library.alice)
        let error = expectError(.invalidInput, sourceLocation: sourceLocation) {
            try photos.db.attachPhotos(uploads, toBook: book.id, by: photos.library.alice)
        }
        #expect(try photos.db.photos(ofBook: book.id).isEmpty, sourceLocation: sourceLocation)
        #expect(photos.files().isEmpty, sourceLocation: sourceLocation)
        return error
    }

    @Test("A GIF or a text file named .jpg is refused by its content, naming the file")
    func wrongType() throws {
        let gif = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0]
        let error = try refused([PhotoUpload(bytes: gif, name: "cover.jpg")])
        #expect(error?.description == "cover.jpg: a GIF image, not a JPEG, PNG or WebP photo")
        let text = try refused([PhotoUpload(bytes: Array("hello, world\n".utf8), name: "notes.png")])
        #expect(text?.description.hasPrefix("notes.png: ") == true)
    }

    @Test("A truncated JPEG, PNG or WebP is refused", arguments: [PhotoFormat.jpeg, .png, .webp])
    func truncated(format: PhotoFormat) throws {
        let whole: [UInt8]
        switch format {
        case .jpeg: whole = try PhotoFixtures.jpeg()
        case .png: whole = try PhotoFixtures.png()
        case .webp: whole = try PhotoFixtures.webp()
        }
        let error = try refused([PhotoUpload(bytes: Array(whole.prefix(whole.count / 2)), name: "half")])
        guard case let .photoRefused(photoError) = error else {
            Issue.record("expected a refused photo, got \(String(describing: error))")
            return
        }
        #expect(photoError.source == "half")
    }

    @Test("Too many bytes and too many pixels are refused with the limit")
    func tooLarge() throws {
        let jpeg = try PhotoFixtures.jpeg()
        let bytes = try refused([PhotoUpload(bytes: jpeg, name: "big.jpg")],
                                rules: PhotoRules(limits: PhotoLimits(maxBytes: 1000, maxPixels: 1_000_000)))
        #expect(bytes == .photoRefused(PhotoError(source: "big.jpg", reason: .tooManyBytes(count: jpeg.count, limit: 1000))))
        let pixels = try refused([PhotoUpload(bytes: jpeg, name: "wide.jpg")],
                                 rules: PhotoRules(limits: PhotoLimits(maxBytes: 1_000_000, maxPixels: 10_000)))
        #expect(pixels?.description == "wide.jpg: 240×160 is 38400 pixels, the limit is 10000")
    }

    @Test("One bad file among good ones: none is stored")
    func allOrNothing() throws {
        let error = try refused([PhotoUpload(bytes: try PhotoFixtures.jpeg(), name: "good.jpg"),
                                 PhotoUpload(bytes: [0xFF, 0xD8, 0xFF], name: "bad.jpg")])
        #expect(error?.description.hasPrefix("bad.jpg: ") == true)
    }

    @Test("More photos than the book may have: refused inside the transaction, nothing stored")
    func tooMany() throws {
        let photos = try PhotoLibrary(rules: PhotoRules(photosPerBook: 2))
        defer { photos.remove() }
        let alice = photos.library.alice
        let book = try photos.library.addBook(by: alice)
        try photos.db.attachPhotos([photos.upload(try PhotoFixtures.jpeg(seed: 1), "1.jpg")], toBook: book.id, by: alice)
        let before = photos.files()
        let error = expectError(.invalidInput) {
            try photos.db.attachPhotos([photos.upload(try PhotoFixtures.jpeg(seed: 2), "2.jpg"),
                                        photos.upload(try PhotoFixtures.png(seed: 3), "3.png")], toBook: book.id, by: alice)
        }
        #expect(error == .tooManyPhotos(bookID: book.id, count: 1, adding: 2, limit: 2))
        #expect(try photos.db.photos(ofBook: book.id).count == 1)
        #expect(photos.files() == before)
        try photos.db.attachPhotos([photos.upload(try PhotoFixtures.webp(seed: 4), "4.webp")], toBook: book.id, by: alice)
        #expect(try photos.db.photos(ofBook: book.id).map(\.position) == [0, 1])
    }

    @Test("Only the owner attaches and deletes; anyone lists and reads; unknown ids are not found")
    func rules() throws {
        let photos = try PhotoLibrary()
        defer { photos.remove() }
        let (alice, bob) = (photos.library.alice, photos.library.bob)
        let book = try photos.library.addBook(by: alice)
        let jpeg = photos.upload(try PhotoFixtures.jpeg(), "a.jpg")
        let error = expectError(.notAllowed) { try photos.db.attachPhotos([jpeg], toBook: book.id, by: bob) }
        #expect(error?.description == "bob is not allowed to attach photos to book \(book.id) (only its owner may)")
        #expect(photos.files().isEmpty)
        let photo = try photos.db.attachPhotos([jpeg], toBook: book.id, by: alice)[0]
        #expect(try photos.db.photos(ofBook: book.id) == [photo])
        expectError(.notAllowed) { try photos.db.deletePhoto(photo.id, by: bob) }
        expectError(.notFound) { try photos.db.photo(999) }
        expectError(.notFound) { try photos.db.photos(ofBook: 999) }
        expectError(.notFound) { try photos.db.attachPhotos([jpeg], toBook: 999, by: alice) }
        #expect(try photos.db.photo(photo.id) == photo)
    }
}
