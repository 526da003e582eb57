import RasterKit

extension BlurredCodeReader {
    /// The codes `read` finds in `image`, or, when it finds none, those it finds in the image
    /// turned by 180° (`turnedLook`).
    ///
    /// What the reader sees depends on the pixel grid and on the way its lines run: the stripe
    /// direction is the peak of a 2° histogram that a soft code spreads over ten degrees or more,
    /// the bands ranked first depend on where every fourth line falls, and a line read from the
    /// other end crosses each blurred edge from the other side. Turned round, the same photo
    /// gives a second look of its own. Over the corpus and the same photos turned by 90°, 180°
    /// and 270° (1,264 in all), the reader alone read 1,106 of them and 1,126 with the turned
    /// look (281 to 285 as they are), with no misread more; 1 more of the 150 rendered book
    /// covers (129), and the misread benchmark unchanged. Only photos where no pass read a code
    /// pay for it: the CPU time of `shelfscan scan` over the corpus rose by about a tenth.
    /// Sampling lines half a spacing further on, or read the other way, instead of turning the
    /// image, read 7 and 11 of the 20.
    func readEitherWay(_ image: GrayImage) -> [Barcode] {
        let codes = read(image)
        return codes.isEmpty ? turnedLook(image) : codes
    }

    /// The codes `read` finds in `image` turned by 180°, boxed where they lie in `image`.
    func turnedLook(_ image: GrayImage) -> [Barcode] {
        read(image.rotated(by: 180)).map { code in
            var code = code
            code.bounds = code.bounds.turnedHalfway(width: image.width, height: image.height)
            return code
        }
    }
}

extension BoundingBox {
    /// This box, found in an image of `width` × `height` pixels turned by 180°, as it lies in
    /// the image itself: pixel (x, y) of the turned image is pixel (width − 1 − x, height − 1 − y).
    func turnedHalfway(width: Int, height: Int) -> BoundingBox {
        BoundingBox(x: width - 1 - maxX, y: height - 1 - maxY, width: self.width, height: self.height)
    }
}
