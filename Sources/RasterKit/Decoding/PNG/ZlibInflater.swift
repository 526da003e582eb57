import CDeflate

/// A thin owner of one libdeflate decompressor (`libdeflate_alloc_decompressor` /
/// `libdeflate_free_decompressor`) that inflates a whole zlib stream into a buffer of known size.
///
/// libdeflate inflates PNG image data 2–3× faster than zlib's streaming `inflate`, because a
/// PNG's decompressed size is known from its header and the whole stream can be decoded at once.
final class ZlibInflater {
    private let decompressor: OpaquePointer

    init?() {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        self.decompressor = decompressor
    }

    deinit {
        libdeflate_free_decompressor(decompressor)
    }

    /// Inflates `stream` (`libdeflate_zlib_decompress`, which also checks the Adler-32 trailer)
    /// into `output`; true only when the stream is valid and fills `output` exactly.
    func inflate(_ stream: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Bool {
        var produced = 0
        let result = libdeflate_zlib_decompress(decompressor, stream.baseAddress, stream.count,
                                                output.baseAddress, output.count, &produced)
        return result == LIBDEFLATE_SUCCESS && produced == output.count
    }

    /// The CRC-32 that PNG chunks carry (`libdeflate_crc32`).
    static func crc32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        libdeflate_crc32(0, bytes.baseAddress, bytes.count)
    }
}
