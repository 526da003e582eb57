import CZlib

/// gzip data the tests make in-process with zlib's `deflate`, as `gzip` writes it.
enum GzipFixture {
    struct DeflateFailed: Error {
        var call: String
        var status: Int32
    }

    /// `bytes` as one gzip member.
    static func member(_ bytes: [UInt8]) throws -> [UInt8] {
        // zlib keeps a pointer back to its stream, so the stream must not move while in use.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer {
            stream.deinitialize(count: 1)
            stream.deallocate()
        }
        // deflateInit2 is a macro; window bits 15 + 16 ask for a gzip header and trailer.
        let status = deflateInit2_(stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY,
                                   zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw DeflateFailed(call: "deflateInit2", status: status) }
        defer { deflateEnd(stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(stream, uLong(bytes.count))) + 32)
        var input = bytes
        let finished = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                stream.pointee.next_in = inputBuffer.baseAddress
                stream.pointee.avail_in = uInt(inputBuffer.count)
                stream.pointee.next_out = outputBuffer.baseAddress
                stream.pointee.avail_out = uInt(outputBuffer.count)
                return deflate(stream, Z_FINISH)
            }
        }
        guard finished == Z_STREAM_END else { throw DeflateFailed(call: "deflate", status: finished) }
        return Array(output.prefix(Int(stream.pointee.total_out)))
    }
}
