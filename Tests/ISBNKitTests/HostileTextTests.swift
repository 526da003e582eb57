import ISBNKit
import ShelfScanTestSupport
import Testing

/// Text made to hurt a reader: range data nested without end, and thousands of numbers on one line.
@Suite("Hostile text")
struct HostileTextTests {
    @Test("Range data nested 75,000 deep is refused at the depth limit, not read until the stack overflows")
    func deepNesting() {
        let xml = String(repeating: "<a>", count: 75_000) + String(repeating: "</a>", count: 75_000)
        #expect(throws: RangeMessageError.nestedTooDeep(file: "deep.xml", line: 1, limit: 32)) {
            try ISBNRangeMessage(xml: xml, file: "deep.xml")
        }
        #expect(RangeMessageError.nestedTooDeep(file: "deep.xml", line: 1, limit: 32).description
                == "deep.xml:1: elements nested more than 32 deep")
    }

    @Test("Nesting up to the limit is read as usual, and fails only on what the range data lacks")
    func nestingAtLimit() {
        let xml = String(repeating: "<a>", count: 32) + String(repeating: "</a>", count: 32)
        #expect(throws: RangeMessageError.wrongRootElement(file: "deep.xml", line: 1, name: "a")) {
            try ISBNRangeMessage(xml: xml, file: "deep.xml")
        }
    }

    @Test("Thousands of numbers on one line, among accented words, each found with its own column")
    func oneLongLine() throws {
        let isbns = (0..<3000).map { SampleISBN.make($0).isbn13 }
        let text = isbns.map { "été \($0)" }.joined(separator: " ")
        let matches = ISBNExtractor().matches(in: text)
        try #require(matches.count == isbns.count)
        for (index, match) in matches.enumerated() {
            #expect(match.isbn.isbn13 == isbns[index])
            #expect(match.line == 1)
            #expect(match.column == index * 18 + 5)
        }
    }

    @Test("A long word before a number is not taken for a phone label, however long")
    func longWordBeforeNumber() {
        let text = String(repeating: "x", count: 100_000) + " 9780306406157 " + "telephone 9780306406157"
        #expect(ISBNExtractor().matches(in: text).map(\.column) == [100_002])
    }
}
