import ShelfScan

/// A service's handler for "I hand this book over": the owner uploads a photo of its barcode.
/// LendingKit decides what the scan means, and records it, in one write transaction.
func handOver(photo: [UInt8], named name: String, owner username: String,
              store: AppDatabase) async throws -> DeskScanRecord {
    let owner = try await store.user(named: username)
    let desk = LendingDesk(database: store)
    let scan = try await desk.handOver(.upload(bytes: photo, name: name), by: owner)
    return DeskScanRecord(scan)   // what `shelfscan handover --json` prints
}
