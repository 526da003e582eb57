import BarcodeKit
import ISBNKit
import LendingKit
import RasterKit

/// Finds the ISBNs a photo, upload, frame or typed text gives.
///
/// Only EAN-13 codes that carry an ISBN count: a shop's price label, an EAN-8 or a UPC on the same
/// cover is passed over. The same ISBN read twice counts once.
///
/// ```swift
/// try ISBNReader().isbns(in: .photo(path: "dune.jpg")).map(\.isbn13)   // ["9780441172719"]
/// ```
public struct ISBNReader: Sendable {
    /// Decodes photos and finds their barcodes.
    public var photos: PhotoScanner

    /// A reader; the default scanner tries hard, as suits still photos, and also reads codes
    /// printed light on dark (`ScanOptions.invertedCodes`), which some covers carry: at the desk
    /// one photo is scanned at a time, and a book refused for its colours is worse than the few
    /// milliseconds the inverted look costs on a photo with no code.
    public init(photos: PhotoScanner = PhotoScanner(scanner: BarcodeScanner(options: ScanOptions(invertedCodes: true)))) {
        self.photos = photos
    }

    /// The distinct ISBNs in `source`, in ascending order; empty when an image shows none.
    ///
    /// - Throws: `.missingFile`, `.unreadableFile`, `.unreadableImage`, `.unreadableFrame` or
    ///   `.invalidISBN`, naming the input.
    public func isbns(in source: ISBNSource) throws(DeskError) -> [ISBN] {
        try read(source).isbns
    }

    /// What `source` shows: its distinct ISBNs and, for a photo file or an upload, its bytes.
    public func read(_ source: ISBNSource) throws(DeskError) -> ISBNReading {
        try reading(source)
    }

    /// The `async` form of `read(_:)`: files are read, decoded and scanned on `WorkerThreads`,
    /// never on Swift's cooperative pool.
    public func read(_ source: ISBNSource) async throws(DeskError) -> ISBNReading {
        if case .typed = source { return try reading(source) }
        return try await WorkerThreads.shared.run { () throws(DeskError) in try reading(source) }
    }

    private func reading(_ source: ISBNSource) throws(DeskError) -> ISBNReading {
        switch source {
        case let .photo(path):
            return try read(try PhotoUpload(contentsOf: path))
        case let .upload(bytes, name):
            return try read(PhotoUpload(bytes: bytes, name: name))
        case let .frame(image, _):
            return ISBNReading(isbns: Self.distinctISBNs(photos.scanner.scan(image)))
        case let .rawFrame(frame, label):
            let image: GrayImage
            do {
                image = try GrayImage(frame)
            } catch {
                throw .unreadableFrame(error, label: label)
            }
            return ISBNReading(isbns: Self.distinctISBNs(photos.scanner.scan(image)))
        case let .typed(text):
            do {
                return ISBNReading(isbns: [try ISBN(parsing: text)])
            } catch {
                throw .invalidISBN(error)
            }
        }
    }

    private func read(_ photo: PhotoUpload) throws(DeskError) -> ISBNReading {
        let image: GrayImage
        do {
            image = try photos.decoder.decode(photo.bytes, source: photo.name)
        } catch {
            throw .unreadableImage(error)
        }
        return ISBNReading(isbns: Self.distinctISBNs(photos.scanner.scan(image)), photo: photo)
    }

    private static func distinctISBNs(_ codes: [Barcode]) -> [ISBN] {
        Set(codes.compactMap(\.isbn)).sorted()
    }
}
