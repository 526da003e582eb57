#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ISBNKit
import LendingKit
import RasterKit

/// How long attaching a photo to a book takes and how much memory it needs, end to end:
/// sniffing, limits, metadata removal, the validating decode and the thumbnail (as
/// `PhotoPreparer` does them), then hashing, writing and syncing both files and committing the
/// row, in a scratch store on disk.
///
/// ```swift
/// let photo = try PhotoBenchmark.samplePhoto()
/// let result = try PhotoBenchmark().measure(photo, name: "sample", repetitions: 10)
/// print(result.medianMilliseconds, result.peakMemoryMegabytes, result.passed)
/// ```
public struct PhotoBenchmark: Sendable {
    /// The preparer whose result the benchmark describes.
    public var preparer: PhotoPreparer

    /// Creates a benchmark of `preparer`.
    public init(preparer: PhotoPreparer = PhotoPreparer()) {
        self.preparer = preparer
    }

    /// Attaches `bytes` to a book in a scratch store once untimed, then `repetitions` times, and
    /// reports the times and the process's peak resident memory. The photo is deleted after each
    /// attach so that every attach writes its files anew. The scratch store is removed afterwards.
    public func measure(_ bytes: [UInt8], name: String, repetitions: Int) throws -> PhotoBenchmarkResult {
        let photo = try preparer.prepare(bytes, name: name)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("shelfscan-photo-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try AppDatabase.open(atPath: folder.appendingPathComponent("bench.sqlite").path)
        let owner = try database.createUser(UserProfile(username: "bench"))
        let isbn = try ISBN(parsing: "9780306406157")
        let book = try database.addBook(BookDraft(isbn: isbn, title: "Bench", authors: ["Bench"]), by: owner)
        let upload = PhotoUpload(bytes: bytes, name: name)
        var samples: [Double] = []
        for round in 0...max(1, repetitions) {
            let start = ContinuousClock.now
            let attached = try database.attachPhotos([upload], toBook: book.id, by: owner)
            if round > 0 { samples.append((ContinuousClock.now - start).seconds * 1000) }
            for stored in attached { try database.deletePhoto(stored.id, by: owner) }
        }
        return PhotoBenchmarkResult(file: name, photo: photo, inputBytes: bytes.count, milliseconds: samples,
                                    peakMemoryMegabytes: Self.peakMemoryMegabytes())
    }

    /// The process's peak resident set so far, in megabytes.
    ///
    /// On Linux this is `VmHWM` of `/proc/self/status`, not `getrusage`'s `ru_maxrss`: a process
    /// started with `posix_spawn` (as Foundation's `Process` starts it) inherits its parent's peak
    /// in `ru_maxrss`, which made a run from a test process that had drawn video clips report
    /// 404 MB for a 300×120 photo whose own peak was 45 MB.
    public static func peakMemoryMegabytes() -> Double {
        #if canImport(Darwin)
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1_048_576
        #else
        if let kilobytes = highWaterKilobytes() { return kilobytes / 1024 }
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
        #endif
    }

    /// `VmHWM` of `/proc/self/status`, in kilobytes, when it can be read.
    private static func highWaterKilobytes() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
    }

    /// A phone-like colour JPEG, by default 12 megapixels held sideways (EXIF orientation 6) with
    /// camera and GPS tags: smooth light, objects and sensor noise, so that it compresses like
    /// a photo (3–5 MB) rather than like a flat test card.
    public static func samplePhoto(width: Int = 4000, height: Int = 3000) throws(JPEGEncodingError) -> [UInt8] {
        var samples = [UInt8](repeating: 0, count: 3 * width * height)
        var noise: UInt64 = 0x9E37_79B9_7F4A_7C15
        samples.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    let light = 170 - 80 * Double(x) / Double(width) - 40 * Double(y) / Double(height)
                    let shape = 30 * sin(Double(x) / 97) * cos(Double(y) / 71)
                    for channel in 0..<3 {
                        noise = noise &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                        let grain = Double(Int(noise >> 59) - 16) * 0.9
                        let tint = Double(channel - 1) * 18 * sin(Double(x + y) / 150)
                        pixels[3 * (y * width + x) + channel] = UInt8(min(max(light + shape + tint + grain, 0), 255))
                    }
                }
            }
        }
        let encoder = JPEGEncoder(quality: 92, exif: cameraEXIF)
        return try encoder.encode(width: width, height: height, colorSpace: .rgb, samples: samples)
    }

    /// `Exif\0\0` and a big-endian TIFF structure: Make, Model, Orientation 6 and a GPS IFD
    /// with latitude and longitude.
    private static let cameraEXIF: [UInt8] = {
        func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func be32(_ value: Int) -> [UInt8] { be16(value >> 16) + be16(value & 0xFFFF) }
        func entry(_ tag: Int, _ type: Int, _ count: Int, _ value: [UInt8]) -> [UInt8] {
            be16(tag) + be16(type) + be32(count) + value
        }
        let make = Array("Pixelphone\0".utf8), model = Array("Model 9 Pro\0".utf8)
        let gps = 8 + 2 + 4 * 12 + 4, values = gps + 2 + 4 * 12 + 4
        let makeAt = values, modelAt = makeAt + make.count, latitudeAt = modelAt + model.count + 1
        let longitudeAt = latitudeAt + 24
        var tiff: [UInt8] = [0x4D, 0x4D, 0, 42] + be32(8) + be16(4)
        tiff += entry(0x010F, 2, make.count, be32(makeAt)) + entry(0x0110, 2, model.count, be32(modelAt))
        tiff += entry(0x0112, 3, 1, be16(6) + [0, 0]) + entry(0x8825, 4, 1, be32(gps)) + be32(0)
        tiff += be16(4) + entry(0x0001, 2, 2, Array("N\0\0\0".utf8)) + entry(0x0002, 5, 3, be32(latitudeAt))
        tiff += entry(0x0003, 2, 2, Array("E\0\0\0".utf8)) + entry(0x0004, 5, 3, be32(longitudeAt)) + be32(0)
        tiff += make + model + [0]
        tiff += be32(48) + be32(1) + be32(51) + be32(1) + be32(2400) + be32(100)
        tiff += be32(2) + be32(1) + be32(17) + be32(1) + be32(3600) + be32(100)
        return Array("Exif\0\0".utf8) + tiff
    }()
}
