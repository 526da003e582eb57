import Foundation
import RasterKit
import Testing
@testable import LendingKit

@Suite("Photos: formats and metadata")
struct PhotoFormatTests {
    @Test("JPEG, PNG and WebP are stored, decodable, without EXIF, GPS, XMP or comments, read back from disk",
          arguments: [PhotoFormat.jpeg, .png, .webp])
    func storedClean(format: PhotoFormat) throws {
        let photos = try PhotoLibrary()
        defer { photos.remove() }
        let input: [UInt8]
        switch format {
        case .jpeg: input = try PhotoFixtures.jpeg(width: 640, height: 400)
        case .png: input = try PhotoFixtures.png(width: 640, height: 400)
        case .webp: input = try PhotoFixtures.webp(width: 640, height: 400)
        }
        for secret in PhotoFixtures.secrets { #expect(PhotoFixtures.contains(input, secret), "fixture lacks \(secret)") }
        let book = try photos.library.addBook(by: photos.library.alice)
        let photo = try #require(try photos.db.attachPhotos([photos.upload(input, "cover")], toBook: book.id,
                                                            by: photos.library.alice).first)
        #expect(photo.format == format)
        #expect(photo.width == 640 && photo.height == 400)
        #expect(photo.thumbnailWidth == 320 && photo.thumbnailHeight == 200)

        let stored = Array(try #require(FileManager.default.contents(atPath: photos.db.path(of: photo))))
        #expect(stored.count == photo.byteCount)
        #expect(stored.count < input.count)
        for secret in PhotoFixtures.secrets { #expect(!PhotoFixtures.contains(stored, secret), "\(secret) was stored") }
        let decoder = ImageDecoder()
        #expect(try decoder.decode(stored) == decoder.decode(input))
        #expect(photos.db.path(of: photo).hasSuffix("/\(photo.sha256.prefix(2))/\(photo.sha256).\(format.fileExtension)"))

        let thumbnail = Array(try #require(FileManager.default.contents(atPath: photos.db.path(of: photo, thumbnail: true))))
        #expect(FileKind(sniffing: thumbnail) == .jpeg)
        let small = try decoder.decode(thumbnail)
        #expect(small.width == 320 && small.height == 200)
        #expect(try photos.db.contents(of: photo, thumbnail: true) == thumbnail)
    }

    @Test("Files are 0600 and folders 0700, whatever the umask")
    func modes() throws {
        let photos = try PhotoLibrary()
        defer { photos.remove() }
        let book = try photos.library.addBook(by: photos.library.alice)
        let photo = try #require(try photos.db.attachPhotos([photos.upload(try PhotoFixtures.png(), "a.png")],
                                                            toBook: book.id, by: photos.library.alice).first)
        let files = FileManager.default
        func mode(_ path: String) throws -> Int? { try files.attributesOfItem(atPath: path)[.posixPermissions] as? Int }
        #expect(try mode(photos.folder) == 0o700)
        #expect(try mode((photos.db.path(of: photo) as NSString).deletingLastPathComponent) == 0o700)
        #expect(try mode(photos.db.path(of: photo)) == 0o600)
        #expect(try mode(photos.db.path(of: photo, thumbnail: true)) == 0o600)
    }

    @Test("A database file keeps its photos in <file>.photos, and they are there after reopening")
    func besideTheDatabase() throws {
        let path = try TemporaryDatabase.path()
        defer { TemporaryDatabase.remove(path) }
        let photoID = try {
            let library = try Library(db: AppDatabase.open(atPath: path))
            let book = try library.addBook(by: library.alice)
            return try library.db.attachPhotos([PhotoUpload(bytes: try PhotoFixtures.jpeg(), name: "a.jpg")],
                                               toBook: book.id, by: library.alice)[0].id
        }()
        let reopened = try AppDatabase.open(atPath: path)
        let photo = try reopened.photo(photoID)
        #expect(reopened.path(of: photo).hasPrefix(path + ".photos/"))
        #expect(try reopened.contents(of: photo).count == photo.byteCount)
    }

    @Test("Each attach and delete is in the book's event log")
    func events() throws {
        let photos = try PhotoLibrary()
        defer { photos.remove() }
        let book = try photos.library.addBook(by: photos.library.alice)
        let photo = try photos.db.attachPhotos([photos.upload(try PhotoFixtures.jpeg(), "a.jpg")], toBook: book.id,
                                               by: photos.library.alice)[0]
        try photos.db.deletePhoto(photo.id, by: photos.library.alice)
        let events = try photos.db.events(ofBook: book.id)
        #expect(events.map(\.action) == [.bookAdded, .photoAdded, .photoDeleted])
        #expect(events[1].after == "photo \(photo.id): JPEG 240×160, \(photo.byteCount) bytes")
        #expect(events[2].before == events[1].after)
    }
}
