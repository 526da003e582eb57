import CameraKit
import FuzzSupport

/// Frames read per unit: enough to reach a second `FRAME` line and a truncated last frame.
let frameLimit = 4

/// Reads the input as a Y4M header line given whole, then as a Y4M stream file: the header line,
/// the `FRAME` lines and the frames' planes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzY4M(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    if let header = try? Y4MHeader(line: Array(bytes), source: "fuzz input") {
        _ = (header.frameBytes, header.frameDuration, header.time(ofFrame: frameLimit))
    }
    ScratchFile.withFile(containing: bytes) { path in
        guard let stream = try? Y4MStream(path: path) else { return }
        for _ in 0..<frameLimit {
            guard let frame = try? stream.nextFrame() else { return }
            _ = frame.time
        }
    }
    return 0
}

/// The program: libFuzzer's driver on `fuzzY4M`.
@main
enum Program {
    static func main() {
        FuzzDriver.run(fuzzY4M)
    }
}
