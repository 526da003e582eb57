import BarcodeKit
import Foundation
import RasterKit

/// Reads photo files and finds the barcodes in them, on several threads at once if asked.
///
/// ```swift
/// let scanner = PhotoScanner()
/// scanner.scan(paths: ["a.jpg", "b.png"], jobs: 2) { index, result in
///     print(result.path, result.barcodes.map(\.digits))
/// }
/// ```
public struct PhotoScanner: Sendable {
    /// Turns files into pixels.
    public var decoder: ImageDecoder
    /// Finds the barcodes.
    public var scanner: BarcodeScanner

    /// Creates a photo scanner from its two halves.
    public init(decoder: ImageDecoder = ImageDecoder(), scanner: BarcodeScanner = BarcodeScanner()) {
        self.decoder = decoder
        self.scanner = scanner
    }

    /// Decodes and scans one file.
    public func scan(path: String) -> PhotoScan {
        scanKeepingImage(path: path).scan
    }

    /// The `async` form of `scan(path:)`: the file is read, decoded and scanned on `WorkerThreads`.
    ///
    /// ```swift
    /// let result = await PhotoScanner().scan(path: "cover.jpg")
    /// ```
    public func scan(path: String) async -> PhotoScan {
        await WorkerThreads.shared.run { scan(path: path) }
    }

    /// Every barcode in pixels already in memory, such as a camera frame, found on `WorkerThreads`,
    /// threads of their own (the blurred-code reader on one more), so a service's cooperative pool
    /// is never held by a scan that takes tens of milliseconds.
    ///
    /// ```swift
    /// let codes = await PhotoScanner().scan(frame)
    /// ```
    public func scan(_ image: GrayImage) async -> [Barcode] {
        await WorkerThreads.shared.run { scanner.scan(image) }
    }

    /// Decodes and scans one file, and returns the decoded image too (nil when decoding failed).
    private func scanKeepingImage(path: String) -> (scan: PhotoScan, image: GrayImage?) {
        let loadStart = ContinuousClock.now
        let image: GrayImage
        do {
            image = try decoder.decode(contentsOf: path)
        } catch {
            let scan = PhotoScan(path: path, outcome: .failure(error),
                                 loadSeconds: (ContinuousClock.now - loadStart).seconds, decodeSeconds: 0)
            return (scan, nil)
        }
        let decodeStart = ContinuousClock.now
        let codes = scanner.scan(image)
        let decodeEnd = ContinuousClock.now
        let scan = PhotoScan(path: path, outcome: .success(codes),
                             loadSeconds: (decodeStart - loadStart).seconds,
                             decodeSeconds: (decodeEnd - decodeStart).seconds)
        return (scan, image)
    }

    /// Scans `paths` with `jobs` worker threads and hands each result to `deliver` in input
    /// order, as soon as it and every earlier one are done. Returns when all are delivered.
    public func scan(paths: [String], jobs: Int, deliver: (Int, PhotoScan) -> Void) {
        scan(paths: paths, jobs: jobs, process: { _, _, _ in () }) { index, result, _ in
            deliver(index, result)
        }
    }

    /// Scans `paths` like `scan(paths:jobs:deliver:)`, and also runs `process` on the worker
    /// thread with each file's index, result and decoded image (nil when it could not be decoded)
    /// while the image is still in memory; what `process` returns is delivered beside the result.
    ///
    /// Work that needs the pixels, such as drawing `ScanAnnotation`s, so runs in parallel and no
    /// image waits in memory for its turn to be delivered.
    ///
    /// ```swift
    /// scanner.scan(paths: files, jobs: 4, process: { _, scan, image in
    ///     image.map { ScanAnnotation(image: $0, barcodes: scan.barcodes).rendered() }
    /// }) { _, scan, canvas in
    ///     print(scan.path, canvas?.width ?? 0)
    /// }
    /// ```
    public func scan<Product: Sendable>(paths: [String], jobs: Int,
                                        process: @escaping @Sendable (Int, PhotoScan, GrayImage?) -> Product,
                                        deliver: (Int, PhotoScan, Product) -> Void) {
        let this = self
        OrderedWork.run(count: paths.count, jobs: jobs, work: { index in
            let (result, image) = this.scanKeepingImage(path: paths[index])
            return (result, process(index, result, image))
        }) { index, done in
            deliver(index, done.0, done.1)
        }
    }
}
