import FuzzSupport
import RasterKit

/// The limits of this target: 4 megapixels rather than the standard 50, so that a small header
/// declaring a large picture is decoded within the unit timeout and the time goes to the parsers'
/// edge cases; the refusal of larger pictures is covered by RasterKit's tests.
let decoder = ImageDecoder(limits: DecodingLimits(maxPixels: 4_000_000, maxFileBytes: 1 << 20))

/// Decodes the input as whatever image format its first bytes name (PNG, JPEG, WebP, PGM, PPM).
/// A refusal is an answer; only a crash, a sanitizer report, a leak or a slow unit is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = try? decoder.decode(UnsafeRawBufferPointer(start: data, count: size), source: "fuzz input")
    return 0
}

/// The program: libFuzzer's driver on `fuzzImageDecoder`.
@main
enum Program {
    static func main() {
        FuzzDriver.run(fuzzImageDecoder)
    }
}
