import BarcodeKit
import Foundation
import ISBNKit
import RasterKit

/// Finds the ISBNs a photo, frame or typed text gives.
///
/// Only EAN-13 codes that carry an ISBN count: a shop's price label, an EAN-8 or a UPC on the same
/// cover is passed over. The same ISBN read twice counts once.
///
/// ```swift
/// try ISBNReader().isbns(in: .photo(path: "dune.jpg")).map(\.isbn13)   // ["9780441172719"]
/// ```
public struct ISBNReader: Sendable {
    /// Decodes photo files and finds their barcodes.
    public var photos: PhotoScanner

    /// A reader; the default scanner tries hard, as suits still photos.
    public init(photos: PhotoScanner = PhotoScanner()) {
        self.photos = photos
    }

    /// The distinct ISBNs in `source`, in ascending order so that messages listing them are stable;
    /// empty when an image shows none.
    ///
    /// - Throws: `.missingFile`, `.unreadableImage` or `.invalidISBN`, naming the input.
    public func isbns(in source: ISBNSource) throws(DeskError) -> [ISBN] {
        switch source {
        case let .photo(path):
            guard FileManager.default.fileExists(atPath: path) else { throw .missingFile(path) }
            switch photos.scan(path: path).outcome {
            case let .success(codes): return Self.distinctISBNs(codes)
            case let .failure(error): throw .unreadableImage(error)
            }
        case let .frame(image, _):
            return Self.distinctISBNs(photos.scanner.scan(image))
        case let .typed(text):
            do {
                return [try ISBN(parsing: text)]
            } catch {
                throw .invalidISBN(error)
            }
        }
    }

    private static func distinctISBNs(_ codes: [Barcode]) -> [ISBN] {
        Set(codes.compactMap(\.isbn)).sorted()
    }
}
