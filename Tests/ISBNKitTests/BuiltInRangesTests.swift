import ISBNKit
import ShelfScanTestSupport
import Testing

@Suite("Built-in range data")
struct BuiltInRangesTests {
    @Test("the built-in table is exactly what the parser reads from the shared RangeMessage.xml")
    func matchesSharedFile() throws {
        let parsed = try ISBNRangeMessage(utf8: SharedRangeData.bytes, file: SharedRangeData.path)
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
        let fromFile = ISBNRanges(try ISBNRangeMessage(utf8: SharedRangeData.bytes, file: SharedRangeData.path),
                                  filePath: SharedRangeData.path)
        #expect(fromFile.filePath == SharedRangeData.path)
        #expect(fromFile.date == ISBNRanges.builtIn.date)
    }
}
