import BarcodeKit
import ISBNKit
import LendingKit
import RasterKit

/// Finds the book codes a photo, upload, frame or typed text gives: ISBNs and ShelfScan labels.
///
/// Only EAN-13 codes that carry an ISBN or a label (prefix 20 to 29) count: a shop's product code,
/// an EAN-8 or a UPC on the same cover is passed over. The same code read twice counts once.
///
/// ```swift
/// try BookCodeReader().codes(in: .photo(path: "dune.jpg")).map(\.digits)   // ["9780441172719"]
/// ```
public struct BookCodeReader: Sendable {
    /// Decodes photos and finds their barcodes.
    public var photos: PhotoScanner

    /// A reader; the default scanner tries hard, as suits still photos, and also reads codes
    /// printed light on dark (`ScanOptions.invertedCodes`), which some covers carry: at the desk
    /// one photo is scanned at a time, and a book refused for its colours is worse than the few
    /// milliseconds the inverted look costs on a photo with no code.
    public init(photos: PhotoScanner = PhotoScanner(scanner: BarcodeScanner(options: ScanOptions(invertedCodes: true)))) {
        self.photos = photos
    }

    /// The distinct codes in `source`, labels first then ISBNs; empty when an image shows none.
    ///
    /// - Throws: `.missingFile`, `.unreadableFile`, `.unreadableImage`, `.unreadableFrame` or
    ///   `.invalidCode`, naming the input.
    public func codes(in source: BookCodeSource) throws(DeskError) -> [BookCode] {
        try read(source).codes
    }

    /// What `source` shows: its distinct codes and, for a photo file or an upload, its bytes.
    ///
    /// For `.adding`, a photo file or upload is the new book's first photo, so one that is not a
    /// JPEG, PNG or WebP is refused as `photo add` refuses it (`.lending(.photoRefused)`) before
    /// it is decoded.
    public func read(_ source: BookCodeSource, for purpose: DeskPurpose = .scanning) throws(DeskError) -> BookCodeReading {
        try reading(source, for: purpose)
    }

    /// The `async` form of `read(_:for:)`: files are read, decoded and scanned on `WorkerThreads`,
    /// never on Swift's cooperative pool.
    public func read(_ source: BookCodeSource, for purpose: DeskPurpose = .scanning) async throws(DeskError) -> BookCodeReading {
        if case .typed = source { return try reading(source, for: purpose) }
        return try await WorkerThreads.shared.run { () throws(DeskError) in try reading(source, for: purpose) }
    }

    private func reading(_ source: BookCodeSource, for purpose: DeskPurpose) throws(DeskError) -> BookCodeReading {
        switch source {
        case let .photo(path):
            return try read(try PhotoUpload(contentsOf: path, limit: photos.decoder.limits.maxFileBytes), for: purpose)
        case let .upload(bytes, name):
            return try read(PhotoUpload(bytes: bytes, name: name), for: purpose)
        case let .frame(image, _):
            return BookCodeReading(codes: Self.codes(photos.scanner.scan(image)))
        case let .rawFrame(frame, label):
            let image: GrayImage
            do {
                image = try GrayImage(frame)
            } catch {
                throw .unreadableFrame(error, label: label)
            }
            return BookCodeReading(codes: Self.codes(photos.scanner.scan(image)))
        case let .typed(text):
            do {
                return BookCodeReading(codes: [try BookCode(parsing: text)])
            } catch {
                throw .invalidCode(error)
            }
        }
    }

    private func read(_ photo: PhotoUpload, for purpose: DeskPurpose) throws(DeskError) -> BookCodeReading {
        if purpose == .adding {
            do {
                _ = try PhotoPreparer.format(of: photo.bytes, name: photo.name)
            } catch {
                throw .lending(.photoRefused(error))
            }
        }
        let image: GrayImage
        do {
            image = try photos.decoder.decode(photo.bytes, source: photo.name)
        } catch {
            throw .unreadableImage(error)
        }
        return BookCodeReading(codes: Self.codes(photos.scanner.scan(image)), photo: photo)
    }

    /// The book codes among `barcodes`: EAN-13s that are ISBNs or labels.
    private static func codes(_ barcodes: [Barcode]) -> [BookCode] {
        barcodes.filter { $0.symbology == .ean13 }.compactMap { BookCode(gtin13: $0.digits) }
    }
}
