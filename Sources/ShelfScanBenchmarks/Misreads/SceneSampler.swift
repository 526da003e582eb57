/// Looks through the camera at the label: each image pixel gets the light of the label point
/// its centre sees.
struct SceneSampler: Sendable {
    let recipe: MisreadRecipe
    let geometry: SceneGeometry

    /// The light every pixel of the recipe's image receives.
    func sample(_ label: LabelPlane) -> LinearPlane {
        // Averaged over one image pixel's footprint at the symbol's centre, one lookup per pixel
        // stands for the pixel's whole area, so thin bars blend instead of aliasing.
        let footprint = Double(LabelTexture.pixelsPerModule) / recipe.moduleWidth
        let texture = label.texture.image.boxFiltered(width: footprint).packed()
        var values = [Float](repeating: 0, count: recipe.width * recipe.height)
        texture.pixels.withUnsafeBufferPointer { texels in
            values.withUnsafeMutableBufferPointer { target in
                fill(target, label: label, texels: texels)
            }
        }
        return LinearPlane(width: recipe.width, height: recipe.height, values: values)
    }

    private func fill(_ target: UnsafeMutableBufferPointer<Float>, label: LabelPlane,
                      texels: UnsafeBufferPointer<UInt8>) {
        let backdrop = LinearPlane.linear(level: recipe.backdropLevel)
        for y in 0..<recipe.height {
            for x in 0..<recipe.width {
                let point = geometry.labelPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                target[y * recipe.width + x] = point.map { label.light(u: $0.u, v: $0.v, texels: texels) } ?? backdrop
            }
        }
    }
}
