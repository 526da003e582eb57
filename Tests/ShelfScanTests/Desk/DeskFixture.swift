import Foundation
import ISBNKit
import LendingKit
import ShelfScan
import ShelfScanTestSupport

/// A desk on a fresh in-memory store with three users, and the test photos it reads; the photos
/// it keeps go to a folder of its own, removed with the fixture.
final class DeskFixture: Sendable {
    let database: AppDatabase
    let desk: LendingDesk
    let alice: User
    let bob: User
    let carol: User
    let photoFolder: String

    /// An ISBN barcode alone: 978-0-306-40615-7.
    static let plainPhoto = photo("barcodes/isbn-module2.png")
    static let plainDigits = "9780306406157"
    /// A cover with an ISBN (978-0-393-31604-9) and a shop's EAN-13 price label beside it.
    static let coverPhoto = photo("barcodes/cover-isbn-and-store-ean13-rotate4.jpg")
    static let coverDigits = "9780393316049"
    /// An EAN-8 and nothing else: a barcode, but no ISBN.
    static let ean8Photo = photo("barcodes/ean8-module2.png")

    init(photoRules: PhotoRules = .standard) throws {
        photoFolder = FileManager.default.temporaryDirectory.appendingPathComponent("shelfscan-desk-\(UUID().uuidString)").path
        database = try AppDatabase.inMemory(photoFolder: photoFolder, photoRules: photoRules)
        desk = LendingDesk(database: database)
        alice = try database.createUser(UserProfile(username: "alice"))
        bob = try database.createUser(UserProfile(username: "bob"))
        carol = try database.createUser(UserProfile(username: "carol"))
    }

    deinit {
        try? FileManager.default.removeItem(atPath: photoFolder)
    }

    static func photo(_ name: String) -> BookCodeSource {
        .photo(path: TestPaths.testImages.appendingPathComponent(name).path)
    }

    static func isbn(_ digits: String) throws -> ISBN {
        try ISBN(parsing: digits)
    }

    /// Adds `owner`'s copy of the book in `source`, has `borrower` request it and `owner` accept.
    @discardableResult
    func lend(_ source: BookCodeSource, from owner: User, to borrower: User, title: String = "Dune") throws -> Book {
        let book = try desk.addBook(from: source, title: title, authors: ["Frank Herbert"], by: owner).book
        let request = try database.requestBook(book.id, by: borrower)
        try database.accept(request: request.id, pickup: PickupLocation(latitude: 52.52, longitude: 13.405, address: "Alexanderplatz 1"),
                            by: owner)
        return book
    }
}
