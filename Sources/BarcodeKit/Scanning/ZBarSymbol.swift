import CZBar

/// One symbol as zbar reported it, copied out of zbar's memory.
struct ZBarSymbol: Sendable {
    /// zbar's symbol type (`ZBAR_EAN13`, `ZBAR_UPCA`, ..., `ZBAR_EAN5`).
    var type: zbar_symbol_type_t
    var data: String
    /// Number of scan lines that decoded the symbol.
    var quality: Int
    var bounds: BoundingBox
    /// Reading direction: 0 left to right, 1 top to bottom, 2 right to left, 3 bottom to top,
    /// -1 unknown (zbar's `zbar_orientation_t`).
    var orientation: Int

    var isAddOn: Bool { type == ZBAR_EAN2 || type == ZBAR_EAN5 }

    /// Whether an add-on's data are its 2 or 5 digits and nothing else. zbar puts "?" for a digit
    /// of an EAN-5 it could not settle: on a bent, low-contrast photo of `shelfscan bench
    /// misreads` it gave "5994?" beside "59945", and "5994?" was reported as the add-on.
    var hasAddOnDigits: Bool {
        data.count == (type == ZBAR_EAN2 ? 2 : 5) && data.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
