extension RGBCanvas {
    /// Draws `text` in the built-in `BitmapFont`, its top-left corner at `x, y`, each font pixel
    /// `scale` × `scale` canvas pixels. Only the glyphs' pixels are painted.
    public mutating func draw(_ text: String, x: Int, y: Int, scale: Int, colour: RGBColour) {
        let size = max(scale, 1)
        var left = x
        for character in text {
            for (row, bits) in BitmapFont.rows(of: character).enumerated() {
                for column in 0..<BitmapFont.glyphWidth where bits & (0x10 >> UInt8(column)) != 0 {
                    fill(PixelRect(x: left + column * size, y: y + row * size, width: size, height: size),
                         with: colour)
                }
            }
            left += BitmapFont.advance * size
        }
    }

    /// Draws `text` on a filled background next to `box`: above it when there is room, else below
    /// it, else inside it along its top edge. The label is moved left to stay on the canvas when
    /// it can.
    ///
    /// - Returns: the background rectangle (before clipping).
    @discardableResult
    public mutating func label(_ text: String, marking box: PixelRect, scale: Int,
                               textColour: RGBColour, background: RGBColour) -> PixelRect {
        let size = max(scale, 1)
        let textSize = BitmapFont.size(of: text, scale: size)
        let padding = size
        let area = labelArea(width: textSize.width + 2 * padding, height: textSize.height + 2 * padding,
                             marking: box)
        fill(area, with: background)
        draw(text, x: area.x + padding, y: area.y + padding, scale: size, colour: textColour)
        return area
    }

    private func labelArea(width labelWidth: Int, height labelHeight: Int, marking box: PixelRect) -> PixelRect {
        let x = max(min(box.x, width - labelWidth), 0)
        let top: Int
        if box.y - labelHeight >= 0 {
            top = box.y - labelHeight
        } else if box.maxY + labelHeight <= height {
            top = box.maxY
        } else {
            top = max(min(box.y, height - labelHeight), 0)
        }
        return PixelRect(x: x, y: top, width: labelWidth, height: labelHeight)
    }
}
