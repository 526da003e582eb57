import CV4L2
import SystemPackage

/// The driver's memory-mapped buffers and the queue they cycle through: all are queued to the
/// driver, which fills them; the camera takes one out (`VIDIOC_DQBUF`), copies the frame, and
/// queues it again (`VIDIOC_QBUF`) by the index the driver gave. Frames are never kept in user
/// space, so the newest frame is always the driver's.
final class V4L2BufferRing {
    /// How many buffers to ask for: enough to dequeue one while the driver fills others.
    static let requestedCount = 4
    /// Fewer than two and the driver has nowhere to write while the camera reads.
    static let minimumCount = 2

    private let device: V4L2Device
    private var mappings: [UnsafeMutableRawBufferPointer] = []
    private var streaming = false
    private var stopped = false

    private init(device: V4L2Device) {
        self.device = device
    }

    /// Requests, maps and queues the buffers, then starts streaming; undoes what it did if a
    /// step fails.
    static func start(_ device: V4L2Device) throws(CameraError) -> V4L2BufferRing {
        let ring = V4L2BufferRing(device: device)
        do throws(CameraError) {
            try ring.requestAndMap()
            for index in ring.mappings.indices { try ring.requeue(index) }
            var type = CInt(V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue)
            try device.control("VIDIOC_STREAMON", cv4l2_streamon, &type)
            ring.streaming = true
            return ring
        } catch {
            ring.stop()
            throw error
        }
    }

    /// How many buffers the driver gave.
    var count: Int { mappings.count }

    private func requestAndMap() throws(CameraError) {
        var request = v4l2_requestbuffers()
        request.count = UInt32(Self.requestedCount)
        request.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
        request.memory = V4L2_MEMORY_MMAP.rawValue
        try device.control("VIDIOC_REQBUFS", cv4l2_reqbufs, &request)
        guard request.count >= Self.minimumCount else {
            // The driver had memory for fewer buffers than streaming needs: ENOMEM is what it
            // would have said had it refused outright.
            throw .deviceCall(device: device.path, call: "VIDIOC_REQBUFS", .noMemory)
        }
        for index in 0..<Int(min(request.count, UInt32(Self.requestedCount * 8))) {
            var buffer = Self.buffer(index: index)
            try device.control("VIDIOC_QUERYBUF", cv4l2_querybuf, &buffer)
            let length = Int(buffer.length)
            do throws(Errno) {
                let address = try device.calls.mmap(device.fd, length: length, offset: Int(buffer.m.offset))
                mappings.append(UnsafeMutableRawBufferPointer(start: address, count: length))
            } catch {
                throw device.failure("mmap", error)
            }
        }
    }

    /// The next filled buffer, or `nil` when none is ready yet (`EAGAIN`). After unplugging,
    /// drivers answer `ENODEV`, or `EIO`/`ENXIO` from a queue they have shut down: all are
    /// `deviceGone`.
    func dequeue() throws(CameraError) -> V4L2FilledBuffer? {
        var buffer = Self.buffer(index: 0)
        do throws(Errno) {
            try device.rawControl(cv4l2_dqbuf, &buffer)
        } catch {
            switch error {
            case .resourceTemporarilyUnavailable: return nil
            case .operationNotSupportedByDevice, .ioError, .noSuchAddressOrDevice:
                throw .deviceGone(device: device.path)
            default: throw device.failure("VIDIOC_DQBUF", error)
            }
        }
        let index = Int(buffer.index)
        guard mappings.indices.contains(index) else {
            throw .deviceCall(device: device.path, call: "VIDIOC_DQBUF", .invalidArgument)
        }
        let seconds = Duration.seconds(Int64(buffer.timestamp.tv_sec))
        let micros = Duration.microseconds(Int64(buffer.timestamp.tv_usec))
        return V4L2FilledBuffer(index: index, bytesUsed: min(Int(buffer.bytesused), mappings[index].count),
                                flags: buffer.flags, sequence: buffer.sequence, timestamp: seconds + micros)
    }

    /// Gives buffer `index` back to the driver to fill.
    func requeue(_ index: Int) throws(CameraError) {
        var buffer = Self.buffer(index: index)
        try device.control("VIDIOC_QBUF", cv4l2_qbuf, &buffer)
    }

    /// The frame bytes of a dequeued buffer, valid until it is queued again.
    func bytes(of buffer: V4L2FilledBuffer) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: mappings[buffer.index][0..<buffer.bytesUsed])
    }

    /// Stops streaming and unmaps the buffers; errors are ignored, as after unplugging every
    /// call fails and there is nothing left to do but let go. Safe to call twice.
    func stop() {
        guard !stopped else { return }
        stopped = true
        if streaming {
            var type = CInt(V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue)
            try? device.rawControl(cv4l2_streamoff, &type)
            streaming = false
        }
        for mapping in mappings {
            if let address = mapping.baseAddress { device.calls.munmap(address, length: mapping.count) }
        }
        mappings = []
    }

    private static func buffer(index: Int) -> v4l2_buffer {
        var buffer = v4l2_buffer()
        buffer.index = UInt32(index)
        buffer.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
        buffer.memory = V4L2_MEMORY_MMAP.rawValue
        return buffer
    }
}
