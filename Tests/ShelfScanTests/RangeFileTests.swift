import Foundation
import ISBNKit
import ShelfScan
import ShelfScanTestSupport
import Testing

/// Range data read from files and found in the data folder: ShelfScan's part, since ISBNKit reads no files.
@Suite("Range files and the default range data")
struct RangeFileTests {
    typealias Fixture = RangeMessageFixture

    @Test("files: missing, not UTF-8, read with their path in errors")
    func files() throws {
        let missing = "/nonexistent-shelfscan-test/RangeMessage.xml"
        #expect(throws: RangeMessageError.unreadableFile(path: missing, reason: "No such file or directory")) {
            try ISBNRangeMessage(contentsOf: missing)
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("isbnkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let latin1 = directory.appendingPathComponent("latin1.xml")
        let latin1Text = Fixture.replacing("Test &amp; Co", with: "Türkiye")
        try #require(latin1Text.data(using: .isoLatin1)).write(to: latin1)
        #expect(throws: RangeMessageError.notUTF8(file: latin1.path)) { try ISBNRangeMessage(contentsOf: latin1.path) }
        #expect(throws: RangeMessageError.unreadableFile(path: directory.path, reason: "not a regular file")) {
            try ISBNRangeMessage(contentsOf: directory.path)
        }
        let broken = directory.appendingPathComponent("broken.xml")
        try Data(Fixture.replacing("<Length>3</Length>", with: "<Length>9</Length>").utf8).write(to: broken)
        do {
            _ = try ISBNRanges(contentsOf: broken.path)
            Issue.record("read a broken file")
        } catch {
            #expect(error.description.hasPrefix(broken.path + ":23: "))
        }
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
