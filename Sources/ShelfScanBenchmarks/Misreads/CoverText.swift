import RasterKit

/// Endless lines of printed capitals around the label, as on a book's back cover: strokes the
/// size of a few modules, some of them upright and bar-like, that a scanner must not join to a code.
///
/// Which letter stands where follows from a hash of the seed, the line and the column, so any
/// point can be looked up on its own, in any order.
struct CoverText: Sendable {
    private let seed: UInt64
    /// Modules from one line to the next.
    private let linePitch: Double
    /// Modules per font pixel.
    private let glyphSize: Double
    /// The rows of each letter that may appear, `BitmapFont.glyphHeight` per letter, one after another.
    private let glyphs: [UInt8]

    init(seed: UInt64) {
        var random = SeededGenerator(seed: seed ^ 0xC0FE_4E7C)
        self.seed = seed
        glyphSize = random.uniform(0.8...1.8)
        linePitch = glyphSize * Double(BitmapFont.glyphHeight) * random.uniform(1.3...2.2)
        glyphs = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".flatMap { character in
            let rows = BitmapFont.rows(of: character)
            return (0..<BitmapFont.glyphHeight).map { $0 < rows.count ? rows[$0] : 0 }
        }
    }

    /// Whether label point (`u`, `v`) is inked.
    func isInk(u: Double, v: Double) -> Bool {
        // Points near the horizon of a steep tilt lie far out; there the cover is plain.
        guard abs(u) < 1e9, abs(v) < 1e9 else { return false }
        let lineFloat = (v / linePitch).rounded(.down)
        let line = Int(lineFloat)
        let row = Int((v - lineFloat * linePitch) / glyphSize)
        guard row < BitmapFont.glyphHeight, Self.hash(seed, line, Int.min) % 4 != 0 else { return false }
        let cellWidth = glyphSize * Double(BitmapFont.advance)
        let cellFloat = (u / cellWidth).rounded(.down)
        let column = Int((u - cellFloat * cellWidth) / glyphSize)
        guard column < BitmapFont.glyphWidth else { return false }
        let letter = Self.hash(seed, line, Int(cellFloat))
        // About one cell in six is a space between words.
        guard letter % 6 != 0 else { return false }
        let letters = UInt64(glyphs.count / BitmapFont.glyphHeight)
        let bits = glyphs[Int((letter / 6) % letters) * BitmapFont.glyphHeight + row]
        return bits & (1 << (BitmapFont.glyphWidth - 1 - column)) != 0
    }

    private static func hash(_ seed: UInt64, _ line: Int, _ cell: Int) -> UInt64 {
        var bits = seed ^ (UInt64(bitPattern: Int64(line)) &* 0x9E37_79B9_7F4A_7C15)
        bits ^= UInt64(bitPattern: Int64(cell)) &* 0xC2B2_AE3D_27D4_EB4F
        bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
        bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
        return bits ^ (bits >> 31)
    }
}
