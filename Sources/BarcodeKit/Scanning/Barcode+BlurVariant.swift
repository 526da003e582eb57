extension Barcode {
    /// Whether the two numbers differ only where one has a 1 and the other a 7, or a 2 and an 8:
    /// the digits whose patterns blur makes zbar confuse, so such a pair is one symbol read two
    /// ways, wherever zbar put the boxes of the lines that read each, and however many lines
    /// read each: blur swaps a digit the same way on every line that crosses it.
    func isBlurVariant(of other: Barcode) -> Bool {
        let a = gtin13.utf8, b = other.gtin13.utf8
        guard a.count == b.count, !a.elementsEqual(b) else { return false }
        return zip(a, b).allSatisfy { pair in
            switch pair {
            case (UInt8(ascii: "1"), UInt8(ascii: "7")), (UInt8(ascii: "7"), UInt8(ascii: "1")),
                 (UInt8(ascii: "2"), UInt8(ascii: "8")), (UInt8(ascii: "8"), UInt8(ascii: "2")): return true
            default: return pair.0 == pair.1
            }
        }
    }
}
