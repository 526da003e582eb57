import FuzzSupport
import ISBNKit

/// The extractor with the built-in range data, made once.
let extractor = ISBNExtractor()

/// Looks for ISBNs in the input read as UTF-8 (invalid bytes become U+FFFD, as the command reads
/// standard input), and parses and converts it as one typed ISBN. Each match must also survive
/// being parsed again from its ISBN-13 and hyphenated.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzISBNExtractor(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for match in extractor.matches(in: text) {
        guard (try? ISBN(parsing: match.isbn.isbn13)) == match.isbn else {
            fatalError("match \(match) does not parse back from its ISBN-13")
        }
        _ = (match.isbn.hyphenated, match.isbn.isbn10)
    }
    _ = try? ISBN(parsing: text)
    _ = try? ISBN.convert(text)
    return 0
}

/// The program: libFuzzer's driver on `fuzzISBNExtractor`.
@main
enum Program {
    static func main() {
        FuzzDriver.run(fuzzISBNExtractor)
    }
}
