import FuzzSupport
import RasterKit

/// The limits of this target, smaller than the standard ones so that every unit decodes within
/// the timeout; RasterKit's tests cover the refusal of larger photos.
let preparer = PhotoPreparer(limits: PhotoLimits(maxBytes: 1 << 20, maxPixels: 4_000_000))

/// Prepares the input as an uploaded photo: sniffing, header, metadata stripping of JPEG
/// segments, PNG chunks and WebP chunks (EXIF orientation kept), a full decode and the thumbnail.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhotoPreparer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = try? preparer.prepare(Array(UnsafeBufferPointer(start: data, count: size)), name: "fuzz input")
    return 0
}

/// The program: libFuzzer's driver on `fuzzPhotoPreparer`.
@main
enum Program {
    static func main() {
        FuzzDriver.run(fuzzPhotoPreparer)
    }
}
