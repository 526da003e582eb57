import Foundation
import ShelfScan

/// The folder `kiosk --receipts` keeps a text file per session in: `receipt-20261126-1405-1.txt`,
/// never overwriting one and never leaving one half-written.
///
/// Each receipt is written with `DurableFile.writeNew`: synced under a temporary name, then linked
/// under the first free name, readable by the owner only.
struct ReceiptFolder {
    /// Why a receipt could not be kept.
    struct WriteError: Error, CustomStringConvertible {
        let description: String
    }

    let path: String

    /// Keeps `receipt`; returns the file's path.
    func write(_ receipt: KioskReceipt) throws(WriteError) -> String {
        let stem = (path as NSString).appendingPathComponent("receipt-" + receipt.date.utcText("yyyyMMdd-HHmm"))
        do {
            return try DurableFile.writeNew(Array(receipt.text.utf8)) { "\(stem)-\($0).txt" }
        } catch {
            throw WriteError(description: "\(error.path): the receipt could not be kept: \(error.reason)")
        }
    }
}
