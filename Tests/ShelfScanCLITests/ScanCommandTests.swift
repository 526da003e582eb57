import Foundation
import Testing

@Suite("shelfscan scan")
struct ScanCommandTests {
    @Test("One tab-separated line per code: file, symbology, digits, ISBN-13, add-on; exit 0")
    func textOutput() throws {
        let path = CommandRunner.image("barcodes/isbn-ean5-module2.png")
        let result = try CommandRunner.run(["scan", path])
        #expect(result.status == 0)
        #expect(result.output == "\(path)\tEAN-13\t9780306406157\t9780306406157\t51299\n")
        #expect(result.errors.isEmpty)
    }

    @Test("A book beside another code gives both lines; non-ISBNs show -")
    func twoCodes() throws {
        let result = try CommandRunner.run(["scan", CommandRunner.image("barcodes/cover-isbn-ean5-and-ean8.jpg")])
        let lines = result.output.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(result.status == 0)
        #expect(lines.count == 2)
        #expect(lines.contains { $0[1] == "EAN-8" && $0[3] == "-" })
        #expect(lines.contains { $0[1] == "EAN-13" && $0[3] == $0[2] })
    }

    @Test("--json prints one object per code")
    func json() throws {
        let result = try CommandRunner.run(["scan", "--json", CommandRunner.image("barcodes/upca-ean5-module2.png")])
        #expect(result.status == 0)
        let line = try #require(result.output.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["symbology"] as? String == "UPC-A")
        #expect((object["gtin13"] as? String)?.count == 13)
        #expect(object["addOn"] as? String != nil)
        #expect(object["bounds"] is [String: Any])
        #expect(object["confidence"] as? Int ?? 0 > 0)
    }

    @Test("A photo with no code exits 1 and says so on stderr")
    func noCode() throws {
        let folder = try CommandRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blank = folder.appendingPathComponent("blank.pgm")
        try Data("P5 64 48 255\n".utf8 + [UInt8](repeating: 200, count: 64 * 48)).write(to: blank)
        let result = try CommandRunner.run(["scan", blank.path])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors == "\(blank.path): no barcode found\n")
    }

    @Test("Unreadable files exit 2 and each is named with its reason; the others are still scanned")
    func brokenFiles() throws {
        let good = CommandRunner.image("barcodes/isbn-module2.png")
        let text = CommandRunner.image("broken/text.jpg")
        let truncated = CommandRunner.image("broken/truncated.png")
        let result = try CommandRunner.run(["scan", good, text, truncated])
        #expect(result.status == 2)
        #expect(result.output.hasPrefix(good + "\t"))
        #expect(result.errors.contains("\(text): not an image"))
        #expect(result.errors.contains("\(truncated): truncated PNG"))
    }

    @Test("A missing path exits 2 before anything is scanned")
    func missingPath() throws {
        let result = try CommandRunner.run(["scan", "/no/such/shelf"])
        #expect(result.status == 2)
        #expect(result.errors == "/no/such/shelf: no such file or folder\n")
    }

    @Test("Output order follows the input order with several jobs")
    func order() throws {
        let folder = CommandRunner.image("barcodes")
        let serial = try CommandRunner.run(["scan", "--jobs", "1", folder])
        let parallel = try CommandRunner.run(["scan", "--jobs", "4", folder])
        #expect(serial.output == parallel.output)
        #expect(serial.status == parallel.status)
    }

    @Test("Bad options are refused with a usage error", arguments: [
        ["scan", "--jobs", "0", "x.png"], ["scan", "--symbology", "qr", "x.png"], ["scan"],
    ])
    func badOptions(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 64)
        #expect(!result.errors.isEmpty)
    }
}
