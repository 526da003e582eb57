import BarcodeKit
import RasterKit
import Testing

/// Codes with add-ons turned in the picture: the add-on must be paired along the code's own
/// reading direction, not in the picture's rows and columns.
@Suite("Tilted codes and their add-ons")
struct TiltedAddOnTests {
    static let isbn = "9780306406157"

    /// A label (white, with the code and add-on) turned by `degrees` on a gray cover.
    static func tiltedLabel(addOn: String, degrees: Double) throws -> GrayImage {
        let renderer = BarcodeRenderer(moduleWidth: 2, barHeight: 70, verticalMargin: 20)
        return try renderer.render(.ean13, digits: isbn, addOn: addOn).rotated(by: degrees, fill: 150)
    }

    @Test("An EAN-5 is paired at 0°, 15°, 30° and 45°, either way", arguments: [0.0, 15, 30, 45, -15, -30, -45])
    func ean5(degrees: Double) throws {
        let codes = BarcodeScanner().scan(try Self.tiltedLabel(addOn: "51299", degrees: degrees))
        #expect(codes.map(\.gtin13) == [Self.isbn])
        #expect(codes.first?.addOn == "51299")
    }

    @Test("An EAN-2 is paired at 0°, 15°, 30° and 45°", arguments: [0.0, 15, 30, 45])
    func ean2(degrees: Double) throws {
        let codes = BarcodeScanner().scan(try Self.tiltedLabel(addOn: "07", degrees: degrees))
        #expect(codes.map(\.gtin13) == [Self.isbn])
        #expect(codes.first?.addOn == "07")
    }

    @Test("A code with no add-on gets none however it is turned", arguments: [0.0, 30, 45])
    func noAddOn(degrees: Double) throws {
        let renderer = BarcodeRenderer(moduleWidth: 2, barHeight: 70, verticalMargin: 20)
        let image = try renderer.render(.ean13, digits: Self.isbn).rotated(by: degrees, fill: 150)
        let codes = BarcodeScanner().scan(image)
        #expect(codes.map(\.gtin13) == [Self.isbn])
        #expect(codes.first?.addOn == nil)
    }
}
