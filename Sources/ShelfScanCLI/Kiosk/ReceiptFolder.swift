#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ShelfScan

/// The folder `kiosk --receipts` keeps a text file per session in: `receipt-20261126-1405-1.txt`,
/// never overwriting one and never leaving one half-written.
///
/// Each receipt is written to a hidden temporary file, flushed, then linked under the first free
/// name (`link` fails rather than replace a file that exists) and the temporary name removed.
struct ReceiptFolder {
    /// Why a receipt could not be kept.
    struct WriteError: Error, CustomStringConvertible {
        let description: String
    }

    let path: String

    /// Keeps `receipt`; returns the file's path.
    func write(_ receipt: KioskReceipt) throws(WriteError) -> String {
        let temporary = (path as NSString).appendingPathComponent(".receipt-\(UUID().uuidString).tmp")
        do {
            let data = Data(receipt.text.utf8)
            try data.write(to: URL(fileURLWithPath: temporary))
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: temporary))
            try handle.synchronize()
            try handle.close()
        } catch {
            _ = unlink(temporary)
            throw WriteError(description: "\(temporary): the receipt could not be written: \(error.localizedDescription)")
        }
        defer { _ = unlink(temporary) }
        let stem = (path as NSString).appendingPathComponent("receipt-" + receipt.date.utcText("yyyyMMdd-HHmm"))
        for number in 1...10_000 {
            let name = "\(stem)-\(number).txt"
            if link(temporary, name) == 0 { return name }
            guard errno == EEXIST else {
                throw WriteError(description: "\(name): the receipt could not be kept: " + String(cString: strerror(errno)))
            }
        }
        throw WriteError(description: "\(stem)-*.txt: 10,000 receipts already carry this minute's name")
    }
}
