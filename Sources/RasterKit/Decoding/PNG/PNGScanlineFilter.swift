/// PNG's scanline filters (None, Sub, Up, Average, Paeth), undone in place.
///
/// Each filtered byte predicts from the byte one pixel to the left (`distance` bytes back), the
/// byte above, and the byte above-left, all already unfiltered.
enum PNGScanlineFilter {
    /// Undoes filter `type` on `row`; `above` is the unfiltered row above, zeros for the first.
    /// Returns false for a filter type the specification does not define.
    static func unfilter(_ type: UInt8, row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>,
                         count: Int, distance: Int) -> Bool {
        let lead = min(distance, count)
        switch type {
        case 0:
            break
        case 1:
            for index in lead..<count { row[index] &+= row[index - distance] }
        case 2:
            for index in 0..<count { row[index] &+= above[index] }
        case 3:
            for index in 0..<lead { row[index] &+= above[index] >> 1 }
            for index in lead..<count {
                row[index] &+= UInt8(truncatingIfNeeded: (UInt16(row[index - distance]) + UInt16(above[index])) >> 1)
            }
        case 4 where distance == 3 || distance == 4:
            for index in 0..<lead { row[index] &+= above[index] }
            paethByPixel(row: row, above: above, count: count, distance: distance)
        case 4:
            for index in 0..<lead { row[index] &+= above[index] }
            for index in lead..<count {
                row[index] &+= paeth(left: row[index - distance], above: above[index],
                                     aboveLeft: above[index - distance])
            }
        default:
            return false
        }
        return true
    }

    /// Paeth for RGB and RGBA rows, one pixel's channels side by side in vector lanes and the left
    /// pixel carried in a register: byte by byte, every prediction would wait for the store of
    /// the byte `distance` back. Each step reads and writes four bytes; for RGB the fourth is the
    /// next pixel's first byte, written back unchanged. A pixel's filtered bytes are read one step
    /// ahead, before that overlapping write, which would otherwise stall the read. Rows need four
    /// bytes of slack after them.
    private static func paethByPixel(row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>,
                                     count: Int, distance: Int) {
        let used: SIMD4<Int16> = distance == 4 ? [-1, -1, -1, -1] : [-1, -1, -1, 0]
        var left = lanes(row)
        var aboveLeft = lanes(above)
        var filtered = lanes(row + distance)
        var index = distance
        while index < count {
            let up = lanes(above + index)
            let toLeft = magnitude(up &- aboveLeft)
            let toAbove = magnitude(left &- aboveLeft)
            let toAboveLeft = magnitude(left &+ up &- aboveLeft &- aboveLeft)
            var predicted = aboveLeft
            predicted.replace(with: up, where: toAbove .<= toAboveLeft)
            predicted.replace(with: left, where: (toLeft .<= toAbove) .& (toLeft .<= toAboveLeft))
            left = (filtered &+ predicted & used) & 0xFF
            filtered = lanes(row + index + distance)
            UnsafeMutableRawPointer(row + index).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: left),
                                                            as: SIMD4<UInt8>.self)
            aboveLeft = up
            index += distance
        }
    }

    @inline(__always)
    private static func lanes(_ pointer: UnsafePointer<UInt8>) -> SIMD4<Int16> {
        SIMD4<Int16>(truncatingIfNeeded: UnsafeRawPointer(pointer).loadUnaligned(as: SIMD4<UInt8>.self))
    }

    @inline(__always)
    private static func lanes(_ pointer: UnsafeMutablePointer<UInt8>) -> SIMD4<Int16> {
        lanes(UnsafePointer(pointer))
    }

    @inline(__always)
    private static func magnitude(_ lanes: SIMD4<Int16>) -> SIMD4<Int16> {
        lanes.replacing(with: 0 &- lanes, where: lanes .< 0)
    }

    /// The Paeth predictor: whichever neighbour is closest to left + above − above-left.
    @inline(__always)
    static func paeth(left: UInt8, above: UInt8, aboveLeft: UInt8) -> UInt8 {
        let a = Int16(left), b = Int16(above), c = Int16(aboveLeft)
        let toLeft = abs(b - c)
        let toAbove = abs(a - c)
        let toAboveLeft = abs(a + b - 2 * c)
        let nearer = toAbove <= toAboveLeft ? above : aboveLeft
        return toLeft <= toAbove && toLeft <= toAboveLeft ? left : nearer
    }
}
