import Foundation
import ShelfScanTestSupport
import Testing

@Suite("shelfscan card")
struct CardCommandTests {
    @Test("card numbers from photos of cards, with the library's format; a book is no card")
    func readsCards() throws {
        let folder = try CommandRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let codabar = try BarcodePictures.write(try CardPictures.draw(.codabar, "A12345678B"), named: "codabar.png", in: folder)
        let prefixed = try BarcodePictures.write(try CardPictures.draw(.code39, "LIB-0042"), named: "lib.png", in: folder)
        let book = try BarcodePictures.write(try BarcodePictures.stacked(["9780441172719"]), named: "book.png", in: folder)

        let outcome = try CommandRunner.run(["card", codabar, prefixed, "--prefix", "LIB-"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "\(codabar): 12345678 (Codabar A12345678B)\n\(prefixed): 0042 (Code 39 LIB-0042)\n")

        let json = try CommandRunner.run(["card", codabar, "--keep-codabar-guards", "--json"])
        #expect(json.output.contains("\"number\":\"A12345678B\"") && json.output.contains("\"symbology\":\"Codabar\""))

        let onlyCodabar = try CommandRunner.run(["card", prefixed, "--symbology", "codabar"])
        #expect(onlyCodabar.status == 1 && onlyCodabar.errors == "\(prefixed): no library card found\n")

        let none = try CommandRunner.run(["card", book, codabar])
        #expect(none.status == 1)
        #expect(none.output == "\(codabar): 12345678 (Codabar A12345678B)\n")
        #expect(none.errors == "\(book): no library card found\n")

        let missing = try CommandRunner.run(["card", folder.appendingPathComponent("nothing.png").path])
        #expect(missing.status == 2 && missing.errors.contains("nothing.png"))
        #expect(try CommandRunner.run(["card", codabar, "--symbology", "qr"]).status == 64)
    }
}
