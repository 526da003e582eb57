import Foundation
import Testing
@testable import LendingKit

@Suite("Photos: deduplication and deletion")
struct PhotoSharingTests {
    @Test("The same photo on two books is one file; attaching it again to a book returns the photo it has")
    func deduplication() throws {
        let photos = try PhotoLibrary()
        defer { photos.remove() }
        let alice = photos.library.alice
        let first = try photos.library.addBook("Dune", by: alice)
        let second = try photos.library.addBook("Emma", by: alice)
        let jpeg = photos.upload(try PhotoFixtures.jpeg(), "a.jpg")
        let one = try photos.db.attachPhotos([jpeg, jpeg], toBook: first.id, by: alice)
        #expect(one.count == 2 && one[0] == one[1])
        let again = try photos.db.attachPhotos([jpeg], toBook: first.id, by: alice)
        #expect(again == [one[0]])
        let other = try photos.db.attachPhotos([jpeg], toBook: second.id, by: alice)[0]
        #expect(other.id != one[0].id && other.sha256 == one[0].sha256)
        #expect(try photos.db.photos(ofBook: first.id).count == 1)
        #expect(photos.files().count == 2)
        #expect(try photos.namedFiles() == photos.files())
    }

    @Test("Deleting a photo keeps a file another book uses and removes it with the last user")
    func deletion() throws {
        let photos = try PhotoLibrary()
        defer { photos.remove() }
        let alice = photos.library.alice
        let first = try photos.library.addBook("Dune", by: alice)
        let second = try photos.library.addBook("Emma", by: alice)
        let jpeg = photos.upload(try PhotoFixtures.jpeg(), "a.jpg")
        let shared = try photos.db.attachPhotos([jpeg], toBook: first.id, by: alice)[0]
        let copy = try photos.db.attachPhotos([jpeg, photos.upload(try PhotoFixtures.png(), "b.png")],
                                              toBook: second.id, by: alice)
        #expect(photos.files().count == 4)
        try photos.db.deletePhoto(shared.id, by: alice)
        #expect(photos.files().count == 4)
        #expect(FileManager.default.fileExists(atPath: photos.db.path(of: copy[0])))
        try photos.db.deletePhoto(copy[0].id, by: alice)
        #expect(photos.files().count == 2)
        #expect(!FileManager.default.fileExists(atPath: photos.db.path(of: copy[0])))
        #expect(try photos.namedFiles() == photos.files())
        expectError(.notFound) { try photos.db.deletePhoto(shared.id, by: alice) }
    }

    @Test("Deleting a book deletes its photo rows and the files no other row uses")
    func bookDeletion() throws {
        let photos = try PhotoLibrary()
        defer { photos.remove() }
        let alice = photos.library.alice
        let doomed = try photos.library.addBook("Dune", by: alice)
        let kept = try photos.library.addBook("Emma", by: alice)
        let shared = photos.upload(try PhotoFixtures.webp(), "a.webp")
        try photos.db.attachPhotos([shared, photos.upload(try PhotoFixtures.jpeg(), "b.jpg")], toBook: doomed.id, by: alice)
        try photos.db.attachPhotos([shared], toBook: kept.id, by: alice)
        try photos.db.deleteBook(doomed.id, by: alice)
        #expect(try photos.db.dbWriter.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photo") } == 1)
        #expect(photos.files().count == 2)
        #expect(try photos.namedFiles() == photos.files())
    }

    @Test("Profile photos: set, replaced (the old file goes), seen by anyone, deleted by their user only")
    func profilePhotos() throws {
        let photos = try PhotoLibrary()
        defer { photos.remove() }
        let (alice, bob) = (photos.library.alice, photos.library.bob)
        expectError(.notFound) { try photos.db.profilePhoto(of: alice) }
        let first = try photos.db.setProfilePhoto(photos.upload(try PhotoFixtures.jpeg(), "me.jpg"), by: alice)
        #expect(first.userID == alice.id && first.bookID == nil)
        #expect(try photos.db.setProfilePhoto(photos.upload(try PhotoFixtures.jpeg(), "me.jpg"), by: alice) == first)
        let second = try photos.db.setProfilePhoto(photos.upload(try PhotoFixtures.png(), "me.png"), by: alice)
        #expect(try photos.db.profilePhoto(of: alice) == second)
        #expect(!FileManager.default.fileExists(atPath: photos.db.path(of: first)))
        #expect(try photos.namedFiles() == photos.files())
        expectError(.notAllowed) { try photos.db.deletePhoto(second.id, by: bob) }
        expectError(.invalidInput) {
            try photos.db.setProfilePhoto(photos.upload(Array("GIF89a".utf8), "me.gif"), by: bob)
        }
        try photos.db.deleteProfilePhoto(by: alice)
        expectError(.notFound) { try photos.db.profilePhoto(of: alice) }
        #expect(photos.files().isEmpty)
    }
}
