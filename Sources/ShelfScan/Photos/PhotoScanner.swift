import BarcodeKit
import Dispatch
import Foundation
import RasterKit
import Synchronization

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
        let loadStart = ContinuousClock.now
        let image: GrayImage
        do {
            image = try decoder.decode(contentsOf: path)
        } catch {
            return PhotoScan(path: path, outcome: .failure(error),
                             loadSeconds: (ContinuousClock.now - loadStart).seconds, decodeSeconds: 0)
        }
        let decodeStart = ContinuousClock.now
        let codes = scanner.scan(image)
        let decodeEnd = ContinuousClock.now
        return PhotoScan(path: path, outcome: .success(codes),
                         loadSeconds: (decodeStart - loadStart).seconds,
                         decodeSeconds: (decodeEnd - decodeStart).seconds)
    }

    /// Scans `paths` with `jobs` worker threads and hands each result to `deliver` in input
    /// order, as soon as it and every earlier one are done. Returns when all are delivered.
    public func scan(paths: [String], jobs: Int, deliver: (Int, PhotoScan) -> Void) {
        let workers = max(1, min(jobs, paths.count))
        let state = Mutex(OrderedDelivery(count: paths.count))
        let ready = DispatchSemaphore(value: 0)
        let this = self
        for _ in 0..<workers {
            Thread.detachNewThread {
                while let index = state.withLock({ $0.claim() }) {
                    let result = this.scan(path: paths[index])
                    state.withLock { $0.finish(index, result) }
                    ready.signal()
                }
            }
        }
        var delivered = 0
        while delivered < paths.count {
            ready.wait()
            for (index, result) in state.withLock({ $0.takeReady() }) {
                deliver(index, result)
                delivered += 1
            }
        }
    }
}

/// Work claimed by workers and results handed back in input order.
private struct OrderedDelivery: ~Copyable {
    var next = 0
    var count: Int
    var results: [Int: PhotoScan] = [:]
    var nextToDeliver = 0

    init(count: Int) {
        self.count = count
    }

    mutating func claim() -> Int? {
        guard next < count else { return nil }
        defer { next += 1 }
        return next
    }

    mutating func finish(_ index: Int, _ result: PhotoScan) {
        results[index] = result
    }

    mutating func takeReady() -> [(Int, PhotoScan)] {
        var ready: [(Int, PhotoScan)] = []
        while let result = results.removeValue(forKey: nextToDeliver) {
            ready.append((nextToDeliver, result))
            nextToDeliver += 1
        }
        return ready
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    public var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
