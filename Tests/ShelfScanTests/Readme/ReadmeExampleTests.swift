import Foundation
import ShelfScan
import ShelfScanTestSupport
import Testing

@Suite("The README's library example")
struct ReadmeExampleTests {
    static let readme = TestPaths.packageRoot.appendingPathComponent("README.md")
    static let example = TestPaths.packageRoot.appendingPathComponent("Tests/ShelfScanTests/Readme/ReadmeExample.swift")

    @Test("The README shows exactly the code of its example files", arguments: ["ReadmeExample.swift", "ReadmeServiceExample.swift"])
    func sameCode(file: String) throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let marker = "<!-- library example: the same code is Tests/ShelfScanTests/Readme/\(file) -->\n```swift\n"
        let start = try #require(readme.range(of: marker)).upperBound
        let end = try #require(readme.range(of: "```", range: start..<readme.endIndex)).lowerBound
        let example = Self.example.deletingLastPathComponent().appendingPathComponent(file)
        #expect(String(readme[start..<end]) == (try String(contentsOf: example, encoding: .utf8)))
    }

    @Test("The example's handler makes the owner's handover scan from uploaded bytes; the borrower receives")
    func handlesAnUpload() async throws {
        let folder = try TestPaths.scratchFolder("readme")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try AppDatabase.inMemory(photoFolder: folder.path)
        let alice = try await store.createUser(UserProfile(username: "alice"))
        let bob = try await store.createUser(UserProfile(username: "bob"))
        let book = try await store.addBook(BookDraft(isbn: ISBN(parsing: "9780306406157"), title: "Numbers",
                                                     authors: ["Ann Author"]), by: alice)
        let request = try await store.requestBook(book.id, by: bob)
        try await store.accept(request: request.id, pickup: PickupLocation(latitude: 1, longitude: 2, address: "Desk"),
                               by: alice)
        let photo = try PNGEncoder().encode(try BarcodeRenderer(moduleWidth: 3).render(.ean13, digits: "9780306406157"))

        let record = try await handOver(photo: photo, named: "upload.png", owner: "alice", store: store)
        #expect(record.outcome == "waiting")
        #expect(record.action == "hand over book \(book.id) to bob")
        #expect(record.source == "upload.png")
        let wrong = await #expect(throws: DeskError.self) {
            try await handOver(photo: photo, named: "upload.png", owner: "bob", store: store)
        }
        #expect(wrong?.kind == .notAllowed)
        let received = try await LendingDesk(database: store).receive(.upload(bytes: photo, name: "upload.png"), by: bob)
        guard case .loanStarted = received.outcome else { throw Unexpected(received.outcome) }
        let notImage = await #expect(throws: DeskError.self) {
            try await handOver(photo: Array("not an image".utf8), named: "notes.txt", owner: "alice", store: store)
        }
        #expect(notImage?.description == "notes.txt: not an image (no PNG, JPEG, WebP, PGM or PPM signature)")
    }
}
