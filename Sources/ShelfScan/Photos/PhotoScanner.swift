import BarcodeKit
import Foundation
import RasterKit

/// Reads photos (files, uploaded bytes, pixels, camera frames) and finds the barcodes in them:
/// a batch of files on several threads at once, or one photo at a time for a service, on worker
/// threads, as a job its caller may cancel or give a time limit.
///
/// ```swift
/// let scanner = PhotoScanner()
/// scanner.scan(paths: ["a.jpg", "b.png"], jobs: 2) { index, result in
///     print(result.path, result.barcodes.map(\.digits))
/// }
/// let codes = try await scanner.scan(bytes: upload, name: "upload.jpg", timeLimit: .seconds(5))
/// ```
public struct PhotoScanner: Sendable {
    /// Turns files into pixels.
    public var decoder: ImageDecoder
    /// Finds the barcodes.
    public var scanner: BarcodeScanner
    /// The threads the `async` scans run on: `WorkerThreads.shared` unless a service gives a pool
    /// of its own, with its size and queue limit.
    public var workers: WorkerThreads

    /// Creates a photo scanner from its two halves, scanning on `workers`.
    ///
    /// ```swift
    /// let uploads = PhotoScanner(workers: WorkerThreads(count: 4, queueLimit: 16))
    /// ```
    public init(decoder: ImageDecoder = ImageDecoder(), scanner: BarcodeScanner = BarcodeScanner(),
                workers: WorkerThreads = .shared) {
        self.decoder = decoder
        self.scanner = scanner
        self.workers = workers
    }

    /// Decodes and scans one file.
    public func scan(path: String) -> PhotoScan {
        scanKeepingImage(path: path) { (image: GrayImage) throws(Never) -> [Barcode] in scanner.scan(image) }.scan
    }

    /// The `async` form of `scan(path:)`: the file is read, decoded and scanned on `workers`, as
    /// `scan(bytes:name:timeLimit:)` is. A file that cannot be read or decoded gives a `PhotoScan`
    /// saying so; what is thrown is why the scan did not end.
    ///
    /// ```swift
    /// let result = try await PhotoScanner().scan(path: "cover.jpg")
    /// ```
    public func scan(path: String, timeLimit: Duration? = nil) async throws -> PhotoScan {
        try await workers.runCancellable(timeLimit: timeLimit) { stop in
            try scanKeepingImage(path: path) { (image: GrayImage) throws(WorkStopped) -> [Barcode] in
                try scanner.scan(image, stop: stop)
            }.scan
        }
    }

    /// Every barcode in an image file's bytes already in memory, such as an upload, decoded and
    /// scanned on `workers`; `name` names the image in errors.
    ///
    /// The job ends early when its task is cancelled (`CancellationError`, within one stage of
    /// the scan, and at once for the caller) or its time runs out (`WorkStopped`); it is refused
    /// at once when the pool's queue is full (`WorkerThreadsError.queueFull`, for a server to
    /// answer "busy"). Bytes that are not a JPEG, PNG, WebP or PNM image, or are too large,
    /// throw `ImageError`.
    ///
    /// ```swift
    /// let codes = try await PhotoScanner().scan(bytes: body, name: "upload.jpg", timeLimit: .seconds(5))
    /// print(codes.first?.isbn?.isbn13 ?? "no ISBN")
    /// ```
    public func scan(bytes: [UInt8], name: String, timeLimit: Duration? = nil) async throws -> [Barcode] {
        try await workers.runCancellable(timeLimit: timeLimit) { stop in
            let image = try decoder.decode(bytes, source: name)
            return try scanner.scan(image, stop: stop)
        }
    }

    /// Every barcode in pixels already in memory, such as a decoded camera frame, found on
    /// `workers`, never on Swift's cooperative pool; cancelled, limited and refused as
    /// `scan(bytes:name:timeLimit:)` is.
    ///
    /// ```swift
    /// let codes = try await PhotoScanner().scan(frame)
    /// ```
    public func scan(_ image: GrayImage, timeLimit: Duration? = nil) async throws -> [Barcode] {
        try await workers.runCancellable(timeLimit: timeLimit) { stop in try scanner.scan(image, stop: stop) }
    }

    /// Every barcode in a camera buffer as the camera gave it (GREY, YUYV, RGB...), converted and
    /// scanned on `workers` as `scan(_:timeLimit:)` is; a buffer that does not hold what its format
    /// says throws `FrameError`.
    ///
    /// ```swift
    /// let codes = try await PhotoScanner().scan(RawFrame(bytes: buffer, format: .yuyv, width: 640, height: 480))
    /// ```
    public func scan(_ frame: RawFrame, timeLimit: Duration? = nil) async throws -> [Barcode] {
        try await workers.runCancellable(timeLimit: timeLimit) { stop in try scanner.scan(try GrayImage(frame), stop: stop) }
    }

    /// Decodes and scans one file with `find`, and returns the decoded image too (nil when
    /// decoding failed); a decoding error is the result's, `find`'s error is thrown.
    private func scanKeepingImage<Failure: Error>(
        path: String, finding find: (GrayImage) throws(Failure) -> [Barcode]
    ) throws(Failure) -> (scan: PhotoScan, image: GrayImage?) {
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
        let codes = try find(image)
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
            let (result, image) = this.scanKeepingImage(path: paths[index]) { (image: GrayImage) throws(Never) -> [Barcode] in
                this.scanner.scan(image)
            }
            return (result, process(index, result, image))
        }) { index, done in
            deliver(index, done.0, done.1)
        }
    }
}
