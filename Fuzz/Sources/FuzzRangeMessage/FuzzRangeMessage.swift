import FuzzSupport
import ISBNKit

/// Reads the input as a `RangeMessage.xml` and, when it is accepted, builds the lookup table
/// from it and asks it about ISBNs at the edges of its own rules: data that passed the reader's
/// checks must never make hyphenation or extraction crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRangeMessage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let message = try? ISBNRangeMessage(utf8: bytes, file: "fuzz.xml") else { return 0 }
    let ranges = ISBNRanges(message)
    for isbn in RuleEdges.isbns(of: message) + RuleEdges.fixed {
        _ = ranges.validity(of: isbn)
        _ = ranges.group(of: isbn)?.name
        if let parts = ranges.parts(of: isbn) {
            _ = (parts.hyphenated, parts.isbn10Hyphenated, parts.registrant, parts.publication, parts.checkDigit)
        }
    }
    _ = ISBNExtractor(ranges: ranges).matches(in: RuleEdges.text)
    return 0
}

/// The program: libFuzzer's driver on `fuzzRangeMessage`.
@main
enum Program {
    static func main() {
        FuzzDriver.run(fuzzRangeMessage)
    }
}
