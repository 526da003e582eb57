/// The light each label point sends to the camera under even lighting, in linear units
/// (0 black, 1 white): the label texture between ink and paper, the cover's text beyond it.
struct LabelPlane: Sendable {
    /// The label drawn flat.
    let texture: LabelTexture
    /// The text around the label.
    let cover: CoverText
    /// Linear light of the bars and the cover's text.
    let ink: Float
    /// Linear light of the label's paper.
    let paper: Float
    /// Linear light of the cover.
    let coverTone: Float

    init(texture: LabelTexture, recipe: MisreadRecipe) {
        self.texture = texture
        cover = CoverText(seed: recipe.textureSeed)
        ink = LinearPlane.linear(level: recipe.inkLevel)
        paper = LinearPlane.linear(level: recipe.paperLevel)
        coverTone = LinearPlane.linear(level: recipe.coverLevel)
    }

    /// The light at label point (`u`, `v`), in modules from the symbol's centre; `texels` are
    /// the texture's packed pixels, passed in so that millions of lookups share one access.
    func light(u: Double, v: Double, texels: UnsafeBufferPointer<UInt8>) -> Float {
        let scale = Double(LabelTexture.pixelsPerModule)
        let width = texture.image.width, height = texture.image.height
        // Texture pixel (i, j) is centred on (i + 0.5, j + 0.5).
        let x = (u - texture.originU) * scale - 0.5, y = (v - texture.originV) * scale - 0.5
        guard x >= 0, y >= 0, x < Double(width - 1), y < Double(height - 1) else {
            return cover.isInk(u: u, v: v) ? ink : coverTone
        }
        let i = Int(x), j = Int(y)
        let tx = Float(x - Double(i)), ty = Float(y - Double(j))
        let at = j * width + i
        let (topLeft, topRight) = (Float(texels[at]), Float(texels[at + 1]))
        let (bottomLeft, bottomRight) = (Float(texels[at + width]), Float(texels[at + width + 1]))
        let top = topLeft + (topRight - topLeft) * tx
        let bottom = bottomLeft + (bottomRight - bottomLeft) * tx
        return ink + (paper - ink) * (top + (bottom - top) * ty) / 255
    }
}
