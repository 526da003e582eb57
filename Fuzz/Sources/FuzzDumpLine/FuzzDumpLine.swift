import CatalogKit
import FuzzSupport

/// Reads the input as one line of an Open Library dump: the five columns, the revision, the key
/// and the JSON record of an edition, a work or an author.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDumpLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = try? OpenLibraryDumpLine.parse(utf8: UnsafeBufferPointer(start: data, count: size), lineNumber: 1)
    return 0
}

/// The program: libFuzzer's driver on `fuzzDumpLine`.
@main
enum Program {
    static func main() {
        FuzzDriver.run(fuzzDumpLine)
    }
}
