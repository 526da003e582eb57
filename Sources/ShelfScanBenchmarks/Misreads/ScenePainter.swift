import BarcodeKit
import RasterKit

/// Paints a `MisreadRecipe`: the label seen through the camera, then the occlusion, the light,
/// the blur (all in linear light), the noise and the JPEG round trip, in the order a real
/// photo meets them.
enum ScenePainter {
    /// The recipe's image.
    static func paint(_ recipe: MisreadRecipe) throws(MisreadSceneError) -> GrayImage {
        let (label, layout) = try labelPlane(for: recipe)
        let geometry = SceneGeometry(recipe: recipe, halfWidthModules: layout.width / 2)
        var plane = SceneSampler(recipe: recipe, geometry: geometry).sample(label)
        if let occlusion = recipe.occlusion { plane.occlude(occlusion) }
        if let lighting = recipe.lighting { plane.light(lighting, paper: label.paper) }
        if let sigma = recipe.blurSigma { plane = plane.gaussianBlurred(sigma: sigma) }
        var random = SeededGenerator(seed: recipe.textureSeed ^ 0x4E01_5E5E)
        let image = plane.encoded(noiseSigma: recipe.noiseSigma, random: &random)
        guard let quality = recipe.jpegQuality else { return image }
        return try jpegRoundTrip(image, quality: quality, recipe: recipe)
    }

    /// The recipe's label, flat, and where its parts lie.
    private static func labelPlane(for recipe: MisreadRecipe) throws(MisreadSceneError) -> (LabelPlane, LabelLayout) {
        let symbol = try symbol(for: recipe)
        let layout = LabelLayout(recipe: recipe, mainModules: symbol.modules.count,
                                 addOnModules: symbol.addOnModules.count)
        let scale = LabelTexture.pixelsPerModule
        // No quiet zone or margin: the label around the symbol provides them.
        let renderer = BarcodeRenderer(moduleWidth: scale, barHeight: recipe.barModules * scale, quietZone: 0,
                                       addOnGap: recipe.addOnGap, verticalMargin: 0)
        let drawn: GrayImage
        do {
            drawn = try renderer.render(symbol)
        } catch {
            throw .render(index: recipe.index, kind: recipe.kind, digits: recipe.digits, error)
        }
        let texture = LabelTexture(recipe: recipe, layout: layout, symbol: drawn)
        return (LabelPlane(texture: texture, recipe: recipe), layout)
    }

    /// The recipe's symbol, checked by the renderer.
    static func symbol(for recipe: MisreadRecipe) throws(MisreadSceneError) -> EANSymbol {
        do {
            return try EANSymbol(symbology: recipe.kind.symbology, digits: recipe.digits, addOn: recipe.addOn)
        } catch {
            throw .render(index: recipe.index, kind: recipe.kind, digits: recipe.digits, error)
        }
    }

    private static func jpegRoundTrip(_ image: GrayImage, quality: Int,
                                      recipe: MisreadRecipe) throws(MisreadSceneError) -> GrayImage {
        let bytes: [UInt8]
        do {
            bytes = try JPEGEncoder(quality: quality).encode(image)
        } catch {
            throw .jpegEncoding(index: recipe.index, kind: recipe.kind, digits: recipe.digits, error)
        }
        do {
            return try ImageDecoder().decode(bytes, source: "image \(recipe.index)")
        } catch {
            throw .jpegDecoding(index: recipe.index, kind: recipe.kind, digits: recipe.digits, error)
        }
    }
}
