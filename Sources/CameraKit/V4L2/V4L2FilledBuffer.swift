/// A buffer the driver filled and the camera dequeued: it belongs to the camera until it is
/// queued again by `index`.
struct V4L2FilledBuffer: Sendable, Hashable {
    /// The driver's index of the buffer, the one to queue it again by.
    var index: Int
    /// Bytes of frame data at the start of the buffer.
    var bytesUsed: Int
    /// `V4L2_BUF_FLAG_*` bits.
    var flags: UInt32
    /// The driver's frame counter.
    var sequence: UInt32
    /// When the driver captured the frame, on its clock (usually `CLOCK_MONOTONIC`).
    var timestamp: Duration
}
