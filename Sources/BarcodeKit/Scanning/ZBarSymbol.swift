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
}
