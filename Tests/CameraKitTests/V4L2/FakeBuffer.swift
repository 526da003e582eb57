/// One of a fake device's buffers: memory the device owns, mapped into the camera by `mmap`.
struct FakeBuffer {
    enum State {
        /// Belongs to the program: fresh from `VIDIOC_REQBUFS`, or dequeued.
        case dequeued
        /// Queued, waiting to be filled.
        case queued
        /// Filled, waiting to be dequeued.
        case done
    }

    let memory: UnsafeMutableRawPointer
    let length: Int
    /// The cookie `VIDIOC_QUERYBUF` gives for `mmap`.
    let offset: UInt32
    var state = State.dequeued
    var mappings = 0
    var bytesUsed = 0
    var sequence: UInt32 = 0
    var timestamp = Duration.zero
    var flags: UInt32 = 0
}
