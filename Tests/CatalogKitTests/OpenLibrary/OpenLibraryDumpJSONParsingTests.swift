import Foundation
import ShelfScanTestSupport
import Testing
@testable import CatalogKit

@Suite("Reading a dump line's JSON without JSONDecoder")
struct OpenLibraryDumpJSONParsingTests {
    private static func parse(_ text: String) -> OpenLibraryDumpJSON? {
        OpenLibraryDumpJSON.parse(Array(text.utf8))
    }

    @Test("values of every kind, nested, with whitespace around them")
    func values() {
        let value = Self.parse(#" { "a" : [ 1 , -2.5e3 , 0 , true , false , null , "x" ] , "b" : { } , "c" : [ ] } "#)
        #expect(value == .object(["a": .array([.number(1), .number(-2500), .number(0), .bool(true), .bool(false),
                                                .null, .string("x")]),
                                  "b": .object([:]), "c": .array([])]))
    }

    @Test("escapes, surrogate pairs and a lone surrogate")
    func escapes() {
        #expect(Self.parse(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
        #expect(Self.parse(#""\u00e9\u4e2d\ud83d\udcda""#) == .string("é中📚"))
        #expect(Self.parse(#""x\ud83dy""#) == .string("x\u{FFFD}y"))
        #expect(Self.parse("\"Ã©t\u{e9}\"") == .string("Ã©té"))
    }

    @Test("what breaks the grammar is refused", arguments: [
        "", "{", "}", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{a:1}", "01", "1.", ".5", "-", "1e", "+1", "tru", "nul",
        "\"unterminated", "\"bad \\x escape\"", "\"\\u12g4\"", "\"tab\there\"", "[1] 2", "'single'", "NaN",
    ])
    func refused(text: String) {
        #expect(Self.parse(text) == nil)
    }

    @Test("invalid UTF-8 in a string and nesting past the limit are refused")
    func limits() {
        #expect(OpenLibraryDumpJSON.parse([0x22, 0xC3, 0x28, 0x22]) == nil)
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(Self.parse(deep) == nil)
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(Self.parse(fine) != nil)
    }

    @Test("every line of the shared catalogue sample reads as JSONDecoder reads it")
    func sameAsDecoder() throws {
        let sample = TestPaths.packageRoot
            .appendingPathComponent("../shared/isbn/catalogue-sample/ol_devdb_sample.txt").standardizedFileURL
        let lines = try String(contentsOf: sample, encoding: .utf8).split(separator: "\n")
        #expect(lines.count > 100)
        for line in lines {
            guard let json = line.split(separator: "\t", omittingEmptySubsequences: false).last else { continue }
            let decoded = try JSONDecoder().decode(OpenLibraryDumpJSON.self, from: Data(json.utf8))
            #expect(OpenLibraryDumpJSON.parse(Array(json.utf8)) == decoded)
        }
    }
}
