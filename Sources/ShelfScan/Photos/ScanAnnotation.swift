import BarcodeKit
import RasterKit

/// A photo drawn in gray with a coloured box around each barcode found in it and a label
/// saying what was read, so a person can check what a scan saw and where.
///
/// The boxes use the barcodes' `bounds`, which BarcodeKit gives in the coordinates of the image
/// it was handed; pass that same image (as decoded, orientation applied). Text size and line
/// width grow with the image, so labels stay readable on both a thumbnail and a 12-megapixel photo.
///
/// ```swift
/// let image = try ImageDecoder().decode(contentsOf: "cover.jpg")
/// let annotation = ScanAnnotation(image: image, barcodes: BarcodeScanner().scan(image))
/// let png = try annotation.png()
/// ```
public struct ScanAnnotation: Sendable {
    /// The photo the barcodes were found in.
    public var image: GrayImage
    /// The barcodes to mark.
    public var barcodes: [Barcode]
    /// Colour of the boxes and of the labels' background.
    public var markColour = RGBColour(red: 255, green: 0, blue: 200)
    /// Colour of the label text.
    public var textColour = RGBColour.white

    /// Creates the annotation of `barcodes` found in `image`.
    public init(image: GrayImage, barcodes: [Barcode]) {
        self.image = image
        self.barcodes = barcodes
    }

    /// The label for `code`: symbology and digits, then `+` and the add-on when there is one,
    /// e.g. `EAN-13 9780306406157 +51299`.
    public static func label(for code: Barcode) -> String {
        let main = "\(code.symbology) \(code.digits)"
        return code.addOn.map { "\(main) +\($0)" } ?? main
    }

    /// Font scale: one font pixel per 250 pixels of the image's shorter side, at least 1
    /// (7-pixel text on a 320×240 frame, 84-pixel text on a 4000×3000 photo).
    public var textScale: Int {
        max(1, Int((Double(min(image.width, image.height)) / 250).rounded()))
    }

    /// Width of the box lines in pixels: as wide as a font pixel, so boxes stay visible when a
    /// large photo is viewed shrunk to a screen.
    public var lineThickness: Int { max(2, textScale) }

    /// The box drawn for `code`: its bounds (which run from first to last pixel a scan line
    /// crossed) grown by twice the line width, so the line does not cover the bars.
    public func box(for code: Barcode) -> PixelRect {
        PixelRect(x: code.bounds.x, y: code.bounds.y, width: code.bounds.width + 1, height: code.bounds.height + 1)
            .expanded(by: 2 * lineThickness)
    }

    /// The annotated picture: every box first, then every label, so no box covers a label.
    public func rendered() -> RGBCanvas {
        var canvas = RGBCanvas(image)
        for code in barcodes {
            canvas.outline(box(for: code), thickness: lineThickness, colour: markColour)
        }
        for code in barcodes {
            canvas.label(Self.label(for: code), marking: box(for: code), scale: textScale,
                         textColour: textColour, background: markColour)
        }
        return canvas
    }

    /// The annotated picture as an RGB PNG, compressed for speed rather than size.
    public func png() throws(PNGEncodingError) -> [UInt8] {
        try PNGEncoder(favorsSpeed: true).encode(rendered())
    }
}
