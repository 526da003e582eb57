import Foundation
import ShelfScanTestSupport

/// Files the stream tests write into a scratch folder of their own.
struct StreamFiles {
    let folder: URL

    init() throws {
        folder = try TestPaths.scratchFolder("camera")
    }

    /// Writes `bytes` to `name`; returns its path.
    func write(_ bytes: [UInt8], named name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// A Y4M stream of `frames` (each `width * height` luma bytes) in `colourSpace`, chroma filled with 128.
    static func y4m(width: Int, height: Int, rate: String = "30:1", colourSpace: String = "420jpeg",
                    frames: [[UInt8]], chromaBytes: Int) -> [UInt8] {
        var bytes = Array("YUV4MPEG2 W\(width) H\(height) F\(rate) Ip C\(colourSpace)\n".utf8)
        for luma in frames {
            bytes += Array("FRAME\n".utf8) + luma + [UInt8](repeating: 128, count: chromaBytes)
        }
        return bytes
    }
}
