import CatalogKit
import Foundation
import FuzzSupport

/// One catalogue for every unit: opening one (its schema made by the migrations) takes about
/// 45 ms under the sanitizer, ten times the import of a small list. A row replaces the book of
/// its ISBN, so what earlier units stored changes no code path but the replacing.
let catalog: CatalogDatabase = {
    do {
        return try CatalogDatabase.inMemory()
    } catch {
        fatalError("cannot open a catalogue in memory: \(error)")
    }
}()

/// The import date: fixed, so that a unit runs the same way every time.
let importDate = Date(timeIntervalSince1970: 1_780_000_000)

/// Imports the input as a book list file (Goodreads, LibraryThing or plain; comma or tab
/// separated; plain or gzip) into a catalogue in memory, through the public import that
/// `shelfscan catalog import` uses: the CSV reader, the layout detection, the rows and the store.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ScratchFile.withFile(containing: UnsafeBufferPointer(start: data, count: size)) { path in
        _ = try? catalog.importList(atPath: path, at: importDate)
    }
    return 0
}

/// The program: libFuzzer's driver on `fuzzCSV`.
@main
enum Program {
    static func main() {
        FuzzDriver.run(fuzzCSV)
    }
}
