import CV4L2
import Glibc
import SystemPackage
@testable import CameraKit

extension FakeVideoDevice {
    /// Where buffer `index` is for `mmap`: page-aligned cookies, as drivers give.
    static func offset(of index: Int) -> UInt32 { UInt32(index) * 0x10000 }

    func requestBuffers(_ raw: UnsafeMutablePointer<v4l2_requestbuffers>) throws(Errno) {
        guard raw.pointee.type == V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue,
              raw.pointee.memory == V4L2_MEMORY_MMAP.rawValue else { throw .invalidArgument }
        guard !isStreaming, !buffers.contains(where: { $0.mappings > 0 }) else { throw .resourceBusy }
        guard let pix = currentFormat else { throw .invalidArgument }
        retire()
        let count = min(Int(raw.pointee.count), maximumBuffers)
        for index in 0..<count {
            let length = Int(pix.sizeimage)
            let memory = UnsafeMutableRawPointer.allocate(byteCount: max(length, 1), alignment: 16)
            memory.initializeMemory(as: UInt8.self, repeating: 0, count: max(length, 1))
            buffers.append(FakeBuffer(memory: memory, length: length, offset: Self.offset(of: index)))
        }
        raw.pointee.count = UInt32(count)
    }

    func queryBuffer(_ raw: UnsafeMutablePointer<v4l2_buffer>) throws(Errno) {
        let index = try checkedIndex(raw)
        let buffer = buffers[index]
        raw.pointee.length = UInt32(buffer.length)
        raw.pointee.m.offset = buffer.offset
        raw.pointee.flags = flags(of: buffer)
    }

    func queueBuffer(_ raw: UnsafeMutablePointer<v4l2_buffer>) throws(Errno) {
        let index = try checkedIndex(raw)
        // The kernel refuses a buffer it already has: queueing by a wrong index shows up here.
        guard buffers[index].state == .dequeued else { throw .invalidArgument }
        buffers[index].state = .queued
        buffers[index].bytesUsed = 0
        queue(index)
    }

    func dequeueBuffer(_ raw: UnsafeMutablePointer<v4l2_buffer>) throws(Errno) {
        guard raw.pointee.type == V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue,
              raw.pointee.memory == V4L2_MEMORY_MMAP.rawValue else { throw .invalidArgument }
        if let failure = takeDequeueFailure() { throw failure }
        guard isStreaming else { throw .invalidArgument }
        guard let index = takeDone() else { throw .resourceTemporarilyUnavailable }
        buffers[index].state = .dequeued
        let buffer = buffers[index]
        raw.pointee.index = UInt32(index)
        raw.pointee.bytesused = UInt32(buffer.bytesUsed)
        raw.pointee.flags = flags(of: buffer)
        raw.pointee.field = V4L2_FIELD_NONE.rawValue
        let (seconds, attoseconds) = buffer.timestamp.components
        raw.pointee.timestamp = timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
        raw.pointee.sequence = buffer.sequence
        raw.pointee.length = UInt32(buffer.length)
        raw.pointee.m.offset = buffer.offset
    }

    func streamOn(_ type: UnsafeMutablePointer<CInt>) throws(Errno) {
        guard UInt32(bitPattern: type.pointee) == V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue, !buffers.isEmpty else {
            throw .invalidArgument
        }
        startStreaming()
    }

    func streamOff(_ type: UnsafeMutablePointer<CInt>) throws(Errno) {
        guard UInt32(bitPattern: type.pointee) == V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue else { throw .invalidArgument }
        stopStreaming()
    }

    /// The memory of the buffer at `offset`, for `mmap`; `EINVAL` for any other offset or a
    /// length longer than the buffer.
    func map(offset: Int, length: Int) throws(Errno) -> UnsafeMutableRawPointer {
        guard let index = buffers.firstIndex(where: { Int($0.offset) == offset }), length <= buffers[index].length
        else { throw .invalidArgument }
        buffers[index].mappings += 1
        return buffers[index].memory
    }

    /// Whether `address` is one of this device's buffers; unmaps it if so.
    func unmap(_ address: UnsafeMutableRawPointer) -> Bool {
        guard let index = buffers.firstIndex(where: { $0.memory == address && $0.mappings > 0 }) else { return false }
        buffers[index].mappings -= 1
        return true
    }

    /// Mappings the camera still holds.
    var activeMappings: Int { buffers.reduce(0) { $0 + $1.mappings } }

    private func checkedIndex(_ raw: UnsafeMutablePointer<v4l2_buffer>) throws(Errno) -> Int {
        guard raw.pointee.type == V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue,
              raw.pointee.memory == V4L2_MEMORY_MMAP.rawValue else { throw .invalidArgument }
        let index = Int(raw.pointee.index)
        guard buffers.indices.contains(index) else { throw .invalidArgument }
        return index
    }

    private func flags(of buffer: FakeBuffer) -> UInt32 {
        var flags = buffer.flags | UInt32(V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC)
        if buffer.mappings > 0 { flags |= UInt32(V4L2_BUF_FLAG_MAPPED) }
        switch buffer.state {
        case .queued: flags |= UInt32(V4L2_BUF_FLAG_QUEUED)
        case .done: flags |= UInt32(V4L2_BUF_FLAG_DONE)
        case .dequeued: break
        }
        return flags
    }
}
