import Foundation
import GRDB
import ShelfScan
import ShelfScanTestSupport
import Synchronization

/// A lending store on disk as a service would run it: an owner with books accepted for twenty
/// borrowers and waiting for their handover, twenty more books to ask for, and pictures of every
/// book's barcode in memory, both as PNG uploads and as camera frames.
final class ServiceLoad: Sendable {
    static let borrowerCount = 20

    let folder: URL
    let database: AppDatabase
    let desk: LendingDesk
    let owner: User
    let borrowers: [User]
    /// The books accepted for `borrowers[i]`, by index.
    let lentBooks: [Book]
    /// The accepted requests behind `lentBooks`.
    let requests: [BookRequest]
    /// Books nobody has asked for yet.
    let freeBooks: [Book]
    /// Each lent book's barcode as a camera frame, by index.
    let frames: [GrayImage]
    /// Each lent book's barcode as an uploaded PNG, by index.
    let uploads: [[UInt8]]

    init() throws {
        folder = try TestPaths.scratchFolder("service-load")
        // Writes wait for a lock for as long as a test holds it, rather than fail.
        let database = try AppDatabase.open(atPath: folder.appendingPathComponent("lending.sqlite").path, busyTimeout: 120)
        self.database = database
        desk = LendingDesk(database: database)
        let owner = try database.createUser(UserProfile(username: "owner"))
        self.owner = owner
        borrowers = try (0..<Self.borrowerCount).map { try database.createUser(UserProfile(username: "reader\($0)")) }
        let renderer = BarcodeRenderer(moduleWidth: 3)
        var lent: [Book] = [], requests: [BookRequest] = [], free: [Book] = []
        var frames: [GrayImage] = [], uploads: [[UInt8]] = []
        for (index, borrower) in borrowers.enumerated() {
            let isbn = SampleISBN.make(index)
            let book = try database.addBook(BookDraft(isbn: isbn, title: "Book \(index)", authors: ["Writer"]), by: owner)
            let request = try database.requestBook(book.id, by: borrower)
            requests.append(try database.accept(request: request.id,
                                                pickup: PickupLocation(latitude: 1, longitude: 2, address: "Desk"),
                                                by: owner))
            lent.append(book)
            free.append(try database.addBook(BookDraft(isbn: SampleISBN.make(100 + index), title: "Spare \(index)",
                                                       authors: ["Writer"]), by: owner))
            let frame = try renderer.render(.ean13, digits: isbn.isbn13)
            frames.append(frame)
            uploads.append(try PNGEncoder().encode(frame))
        }
        (lentBooks, self.requests, freeBooks, self.frames, self.uploads) = (lent, requests, free, frames, uploads)
    }

    /// Another connection to the same file, holding the write lock until `release` is signalled,
    /// or for at most `longest` seconds, so that a store that blocked its callers fails the test
    /// instead of hanging it: every write of the store waits meanwhile.
    func holdWriteLock(until release: DispatchSemaphore, longest: Double = 30) throws {
        let blocker = try DatabaseQueue(path: folder.appendingPathComponent("lending.sqlite").path)
        let locked = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            try? blocker.inDatabase { db in
                try db.execute(sql: "BEGIN IMMEDIATE TRANSACTION")
                locked.signal()
                _ = release.wait(timeout: .now() + longest)
                try db.execute(sql: "COMMIT TRANSACTION")
            }
        }
        locked.wait()
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
