import Foundation
import ISBNKit
import Testing

@Suite("Built-in and default range data")
struct BuiltInRangesTests {
    @Test("the built-in table is exactly what the parser reads from the shared RangeMessage.xml")
    func matchesSharedFile() throws {
        let parsed = try ISBNRangeMessage(contentsOf: SharedRangeData.path)
        let builtIn = ISBNRanges.builtIn.message
        #expect(builtIn.prefixes == parsed.prefixes)
        #expect(builtIn.groups == parsed.groups)
        #expect(builtIn == parsed)
        #expect(parsed.groups.count == 286)
        #expect(parsed.groups.reduce(0) { $0 + $1.rules.count } == 1839)
    }

    @Test("the data's date and origin are reported")
    func date() throws {
        #expect(ISBNRanges.builtIn.date == "Thu, 9 Jul 2026 05:46:12 BST")
        #expect(ISBNRanges.builtIn.message.source == "International ISBN Agency")
        #expect(ISBNRanges.builtIn.message.serialNumber == "d5c9c321-f082-4597-a3bf-02f7f743ceb5")
        #expect(ISBNRanges.builtIn.filePath == nil)
        let fromFile = try ISBNRanges(contentsOf: SharedRangeData.path)
        #expect(fromFile.filePath == SharedRangeData.path)
        #expect(fromFile.date == ISBNRanges.builtIn.date)
    }

    @Test("the default file location follows XDG_DATA_HOME, then HOME", arguments: [
        ("/data", "/home/ann", "/data/shelfscan/RangeMessage.xml" as String?),
        (nil, "/home/ann", "/home/ann/.local/share/shelfscan/RangeMessage.xml"),
        ("relative/data", "/home/ann", "/home/ann/.local/share/shelfscan/RangeMessage.xml"),
        ("/data", nil, "/data/shelfscan/RangeMessage.xml"),
        (nil, nil, nil),
        (nil, "", nil),
    ])
    func defaultFilePath(xdgDataHome: String?, home: String?, path: String?) {
        #expect(ISBNRanges.defaultFilePath(xdgDataHome: xdgDataHome, home: home) == path)
    }

    @Test("a file at the preferred path replaces the built-in data; none leaves it")
    func preferredFile() throws {
        #expect(try ISBNRanges.load(preferring: nil).filePath == nil)
        #expect(try ISBNRanges.load(preferring: "/nonexistent-shelfscan-test/RangeMessage.xml").filePath == nil)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("isbnkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("RangeMessage.xml")
        try Data(RangeMessageFixture.valid.utf8).write(to: file)
        let loaded = try ISBNRanges.load(preferring: file.path)
        #expect(loaded.filePath == file.path)
        #expect(loaded.date == "Mon, 1 Jun 2026 10:00:00 BST")
        // The fixture knows no 978-1 group, so the loaded data, not the built-in, answered.
        #expect(loaded.validity(of: try ISBN(gtin13: "9781402894626")) == .wellFormed)

        try Data(RangeMessageFixture.replacing("</Rules>", with: "</Rule>").utf8).write(to: file)
        #expect(throws: RangeMessageError.self) { try ISBNRanges.load(preferring: file.path) }
    }

    @Test("the current table is the default file's or the built-in one")
    func current() {
        let path = ISBNRanges.current.filePath
        #expect(path == nil || path == ISBNRanges.defaultFilePath)
        #expect(!ISBNRanges.current.date.isEmpty)
    }
}
