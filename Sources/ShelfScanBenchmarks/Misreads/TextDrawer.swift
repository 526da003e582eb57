import RasterKit

/// Draws RasterKit's bitmap font and filled boxes on a label texture, placed in label modules.
struct TextDrawer: Sendable {
    /// The label point at the texture's top-left corner.
    let originU: Double
    /// See `originU`.
    let originV: Double
    /// Texture pixels per module.
    let pixelsPerModule: Double
    /// Rows of each glyph drawn so far, so a label's many digits look each one up once.
    private var glyphs: [Character: [UInt8]] = [:]

    init(originU: Double, originV: Double, pixelsPerModule: Double) {
        self.originU = originU
        self.originV = originV
        self.pixelsPerModule = pixelsPerModule
    }

    /// Draws `text` with its top-left corner at (`u`, `v`), each font pixel `glyphModules` wide.
    mutating func draw(_ text: String, u: Double, v: Double, glyphModules: Double, on canvas: inout GrayImage) {
        for (position, character) in text.enumerated() {
            let rows = glyph(character)
            let left = u + Double(position * BitmapFont.advance) * glyphModules
            for (row, bits) in rows.enumerated() {
                for column in 0..<BitmapFont.glyphWidth where bits & (1 << (BitmapFont.glyphWidth - 1 - column)) != 0 {
                    let cellU = left + Double(column) * glyphModules, cellV = v + Double(row) * glyphModules
                    fill(uFrom: cellU, uTo: cellU + glyphModules, vFrom: cellV, vTo: cellV + glyphModules, on: &canvas)
                }
            }
        }
    }

    /// Blackens the box between the given label coordinates, clipped to the texture.
    func fill(uFrom: Double, uTo: Double, vFrom: Double, vTo: Double, on canvas: inout GrayImage) {
        let left = max(0, Int(((uFrom - originU) * pixelsPerModule).rounded()))
        let right = min(canvas.width, Int(((uTo - originU) * pixelsPerModule).rounded()))
        let top = max(0, Int(((vFrom - originV) * pixelsPerModule).rounded()))
        let bottom = min(canvas.height, Int(((vTo - originV) * pixelsPerModule).rounded()))
        guard left < right, top < bottom else { return }
        for y in top..<bottom {
            for x in left..<right { canvas[x, y] = 0 }
        }
    }

    private mutating func glyph(_ character: Character) -> [UInt8] {
        if let rows = glyphs[character] { return rows }
        let rows = BitmapFont.rows(of: character)
        glyphs[character] = rows
        return rows
    }
}
