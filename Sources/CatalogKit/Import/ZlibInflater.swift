import CZlib

/// zlib's `inflate` over one `z_stream`, a thin wrapper that says which zlib call each method makes
/// and leaves the meaning of the status codes to its caller.
///
/// The stream lives at an address of its own for its whole life: zlib keeps a pointer back to it
/// and refuses to go on with a stream that has moved.
final class ZlibInflater {
    /// What one call of `inflate` did.
    struct Step {
        /// Input bytes used.
        var consumed: Int
        /// Output bytes written.
        var produced: Int
        /// zlib's status: `Z_OK`, `Z_STREAM_END`, `Z_BUF_ERROR` or an error code.
        var status: Int32
    }

    private let stream: UnsafeMutablePointer<z_stream>

    /// Wraps `inflateInit2` with window bits 15 + 32: the largest window, and a gzip or zlib
    /// header recognised from the data. Fails only when memory is short or the library is not the
    /// one compiled against.
    init() throws(GzipError) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // inflateInit2 is a macro Swift cannot import; this is what it expands to.
        let status = inflateInit2_(stream, 15 + 32, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw .initFailed(status: status)
        }
    }

    /// Wraps `inflateEnd`, which frees zlib's own state.
    deinit {
        inflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Wraps `inflate` with `Z_NO_FLUSH`: inflates from `input` into `output`, as far as either allows.
    func inflate(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Step {
        // zlib's next_in is not const-qualified, though inflate never writes through it.
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(input.count)
        stream.pointee.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_out = uInt(output.count)
        let status = CZlib.inflate(stream, Z_NO_FLUSH)
        let step = Step(consumed: input.count - Int(stream.pointee.avail_in),
                        produced: output.count - Int(stream.pointee.avail_out), status: status)
        stream.pointee.next_in = nil
        stream.pointee.next_out = nil
        return step
    }

    /// Wraps `inflateReset`: ready for another gzip member, keeping the memory already allocated.
    func reset() {
        inflateReset(stream)
    }

    /// Wraps reading the stream's `msg`: zlib's explanation of the last error, if it gave one.
    var message: String? {
        stream.pointee.msg.map { String(cString: $0) }
    }
}
