extension RGBCanvas {
    /// Paints every pixel of `rect` that lies on the canvas.
    public mutating func fill(_ rect: PixelRect, with colour: RGBColour) {
        let area = rect.clipped(width: width, height: height)
        guard !area.isEmpty else { return }
        let rowLength = width * 3
        samples.withUnsafeMutableBufferPointer { buffer in
            for y in area.y..<area.maxY {
                var offset = y * rowLength + area.x * 3
                for _ in 0..<area.width {
                    buffer[offset] = colour.red
                    buffer[offset + 1] = colour.green
                    buffer[offset + 2] = colour.blue
                    offset += 3
                }
            }
        }
    }

    /// Draws the border of `rect`, `thickness` pixels wide, inside its edges.
    ///
    /// A rectangle thinner than twice the thickness is filled whole.
    public mutating func outline(_ rect: PixelRect, thickness: Int, colour: RGBColour) {
        let line = max(thickness, 1)
        guard rect.width > 2 * line, rect.height > 2 * line else {
            fill(rect, with: colour)
            return
        }
        fill(PixelRect(x: rect.x, y: rect.y, width: rect.width, height: line), with: colour)
        fill(PixelRect(x: rect.x, y: rect.maxY - line, width: rect.width, height: line), with: colour)
        let sideHeight = rect.height - 2 * line
        fill(PixelRect(x: rect.x, y: rect.y + line, width: line, height: sideHeight), with: colour)
        fill(PixelRect(x: rect.maxX - line, y: rect.y + line, width: line, height: sideHeight), with: colour)
    }
}
