import Foundation
import Testing
@testable import LendingKit

@Suite("Photos: gc")
struct PhotoGarbageTests {
    @Test("gc removes files no row names, temporary files included; --dry-run only lists them")
    func orphans() throws {
        let photos = try PhotoLibrary()
        defer { photos.remove() }
        let book = try photos.library.addBook(by: photos.library.alice)
        try photos.db.attachPhotos([photos.upload(try PhotoFixtures.jpeg(), "a.jpg")], toBook: book.id,
                                   by: photos.library.alice)
        let kept = photos.files()
        let stray = photos.folder + "/ab/" + String(repeating: "ab", count: 32) + ".jpg"
        let temporary = photos.folder + "/ab/" + PhotoStore.temporaryPrefix + "x"
        try FileManager.default.createDirectory(atPath: photos.folder + "/ab", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: stray, contents: Data(count: 10)))
        #expect(FileManager.default.createFile(atPath: temporary, contents: Data(count: 5)))

        let preview = try photos.db.collectPhotoGarbage(dryRun: true)
        #expect(preview == PhotoGarbageReport(orphans: [temporary, stray].sorted(), freedBytes: 15, missing: [],
                                              dryRun: true))
        #expect(photos.files().count == kept.count + 2)
        let report = try photos.db.collectPhotoGarbage()
        #expect(report.orphans.count == 2 && !report.dryRun)
        #expect(photos.files() == kept)
        #expect(!FileManager.default.fileExists(atPath: photos.folder + "/ab"))
        #expect(try photos.db.collectPhotoGarbage().orphans.isEmpty)
    }

    @Test("gc reports rows whose files are gone and leaves the rows; reading such a photo is a storage error")
    func missing() throws {
        let photos = try PhotoLibrary()
        defer { photos.remove() }
        let book = try photos.library.addBook(by: photos.library.alice)
        let photo = try photos.db.attachPhotos([photos.upload(try PhotoFixtures.png(), "a.png")], toBook: book.id,
                                               by: photos.library.alice)[0]
        try FileManager.default.removeItem(atPath: photos.db.path(of: photo))
        let report = try photos.db.collectPhotoGarbage()
        #expect(report.missing == [MissingPhotoFile(photoID: photo.id, path: photos.db.path(of: photo), isThumbnail: false)])
        #expect(report.orphans.isEmpty)
        #expect(try photos.db.photos(ofBook: book.id) == [photo])
        let error = expectError(.storage) { try photos.db.contents(of: photo) }
        #expect(error == .photoFileMissing(photoID: photo.id, path: photos.db.path(of: photo)))
    }

    @Test("A store without photos has no photo folder, and gc finds nothing")
    func empty() throws {
        let photos = try PhotoLibrary()
        defer { photos.remove() }
        #expect(try photos.db.collectPhotoGarbage() == PhotoGarbageReport(orphans: [], freedBytes: 0, missing: [], dryRun: false))
        #expect(!FileManager.default.fileExists(atPath: photos.folder))
    }
}
