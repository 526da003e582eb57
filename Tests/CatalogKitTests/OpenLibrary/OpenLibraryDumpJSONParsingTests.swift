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

    /// A value as Foundation's `JSONSerialization` reads it, for comparison; it gives booleans as
    /// numbers, so they are compared as 1 and 0 (`numbered`).
    private static func value(_ object: Any) -> OpenLibraryDumpJSON? {
        switch object {
        case is NSNull: return .null
        case let text as String: return .string(text)
        case let number as NSNumber: return .number(number.doubleValue)
        case let array as [Any]: return array.map(value).allSatisfy { $0 != nil } ? .array(array.compactMap(value)) : nil
        case let members as [String: Any]:
            let pairs = members.compactMap { key, element in value(element).map { (key, $0) } }
            return pairs.count == members.count ? .object(Dictionary(uniqueKeysWithValues: pairs)) : nil
        default: return nil
        }
    }

    /// `value` with each boolean as the number `JSONSerialization` gives for it.
    private static func numbered(_ value: OpenLibraryDumpJSON) -> OpenLibraryDumpJSON {
        switch value {
        case let .bool(flag): return .number(flag ? 1 : 0)
        case let .array(elements): return .array(elements.map(numbered))
        case let .object(members): return .object(members.mapValues(numbered))
        default: return value
        }
    }

    @Test("every line of the shared catalogue sample reads as JSONSerialization reads it")
    func sameAsDecoder() throws {
        let sample = URL(fileURLWithPath: TestPaths.shared("isbn/catalogue-sample/ol_devdb_sample.txt"))
        let lines = try String(contentsOf: sample, encoding: .utf8).split(separator: "\n")
        #expect(lines.count > 100)
        for line in lines {
            guard let json = line.split(separator: "\t", omittingEmptySubsequences: false).last else { continue }
            let decoded = Self.value(try JSONSerialization.jsonObject(with: Data(json.utf8)))
            #expect(decoded != nil)
            #expect(OpenLibraryDumpJSON.parse(Array(json.utf8)).map(Self.numbered) == decoded)
        }
    }
}
