import CV4L2
import SystemPackage
@testable import CameraKit

/// A fake V4L2 capture device with the kernel's semantics on the real structs: it answers the
/// ioctls a camera makes, owns a queue of buffers backed by memory it hands out through `mmap`,
/// and captures the frames the test scripts into whichever buffers are queued.
///
/// It is strict where drivers are: a buffer queued twice, a buffer index it never gave out, a
/// wrong buffer type or memory kind, streaming without buffers: all are `EINVAL`/`EBUSY`, so a
/// camera that gets the protocol wrong fails its test.
final class FakeVideoDevice {
    // What the device is.
    var driver = "uvcvideo"
    var card = "Fake Webcam C920"
    var bus = "usb-0000:00:14.0-1"
    var capabilities = UInt32(V4L2_CAP_VIDEO_CAPTURE) | UInt32(V4L2_CAP_STREAMING) | UInt32(V4L2_CAP_DEVICE_CAPS)
    var deviceCapabilities = UInt32(V4L2_CAP_VIDEO_CAPTURE) | UInt32(V4L2_CAP_STREAMING)
    var formats: [FakeFormat]

    // How it behaves.
    /// The most buffers `VIDIOC_REQBUFS` grants.
    var maximumBuffers = 4
    /// Extra bytes at the end of each row of a raw format, as drivers pad for alignment.
    var rowPadding = 0
    /// Changes what `VIDIOC_S_FMT` sets after the usual nearest-size choice.
    var adjustFormat: ((inout v4l2_pix_format) -> Void)?
    /// `VIDIOC_S_PARM` fails with `ENOTTY`.
    var refusesFrameRate = false
    /// Fill the most recently queued buffer first, so buffers come back out of queue order.
    var fillsNewestQueuedFirst = false
    /// What happens each time the camera polls with no buffer done.
    var script: [FakeStep] = []
    /// One-shot failures: the next call of this request fails with the code.
    var failNext: [UInt: Errno] = [:]

    // What happened.
    private(set) var requests: [String] = []
    private(set) var currentFormat: v4l2_pix_format?
    private(set) var setInterval: v4l2_fract?
    private(set) var pollTimeouts: [Int32] = []
    private(set) var isStreaming = false
    private(set) var isUnplugged = false
    /// Bumped by unplugging: descriptors opened before answer `ENODEV`.
    private(set) var generation = 0

    var buffers: [FakeBuffer] = []
    private var retired: [UnsafeMutableRawPointer] = []
    private var filling: [Int] = []
    private var done: [Int] = []
    private var sequence: UInt32 = 0
    private var pendingDequeueFailure: Errno?
    /// Frames captured while no buffer was queued, lost as a driver loses them.
    private(set) var framesLost = 0

    init(formats: [FakeFormat]) {
        self.formats = formats
    }

    deinit {
        for memory in retired { memory.deallocate() }
        for buffer in buffers { buffer.memory.deallocate() }
    }

    /// Buffers the camera holds (dequeued, not queued again), once streaming.
    var buffersHeldByCamera: Int { buffers.filter { $0.state == .dequeued }.count }
    /// Buffers queued for filling.
    var buffersQueued: Int { filling.count }
    /// Filled buffers waiting to be dequeued.
    var buffersDone: Int { done.count }

    /// Brings an unplugged device back, with a fresh driver state.
    func replug() {
        isUnplugged = false
        isStreaming = false
        retire()
        sequence = 0
    }

    /// Drops the buffers; their memory lives on until the device does, as the kernel keeps a
    /// mapped buffer until it is unmapped.
    func retire() {
        retired += buffers.map(\.memory)
        buffers = []
        filling = []
        done = []
    }

    func queue(_ index: Int) {
        filling.append(index)
    }

    func takeDone() -> Int? {
        done.isEmpty ? nil : done.removeFirst()
    }

    func takeDequeueFailure() -> Errno? {
        defer { pendingDequeueFailure = nil }
        return pendingDequeueFailure
    }

    func startStreaming() {
        isStreaming = true
    }

    /// `VIDIOC_STREAMOFF`: every buffer goes back to the program, filled or not.
    func stopStreaming() {
        isStreaming = false
        for index in buffers.indices { buffers[index].state = .dequeued }
        filling = []
        done = []
    }

    // MARK: poll and capture

    /// What `poll` reports. With nothing done, the next scripted step happens; with no steps
    /// left, nothing ever arrives.
    func poll(milliseconds: Int32, generation opened: Int) throws(Errno) -> VideoDevicePoll {
        pollTimeouts.append(milliseconds)
        if opened != generation || isUnplugged { return .ready([.error, .hangUp]) }
        guard isStreaming else { return .ready(.error) }
        if !done.isEmpty { return .ready(.readable) }
        guard !script.isEmpty else { return .timedOut }
        switch script.removeFirst() {
        case let .frames(frames):
            for frame in frames { capture(frame) }
            return done.isEmpty ? .timedOut : .ready(.readable)
        case .timeout:
            return .timedOut
        case .interrupted:
            throw .interrupted
        case .spurious:
            return .ready(.readable)
        case let .dequeueFails(code):
            pendingDequeueFailure = code
            return .ready(.readable)
        case .hangUp:
            return .ready([.error, .hangUp])
        case .unplug:
            unplug()
            return .ready([.error, .hangUp])
        }
    }

    /// The driver writes `frame` into the next queued buffer; with none queued the frame is
    /// lost, but still counted.
    func capture(_ frame: FakeFrame) {
        let number = frame.sequence ?? sequence
        sequence = number &+ 1
        guard !filling.isEmpty else {
            framesLost += 1
            return
        }
        let index = fillsNewestQueuedFirst ? filling.removeLast() : filling.removeFirst()
        let count = min(frame.bytes.count, buffers[index].length)
        frame.bytes.withUnsafeBytes { source in
            if let base = source.baseAddress { buffers[index].memory.copyMemory(from: base, byteCount: count) }
        }
        buffers[index].bytesUsed = count
        buffers[index].sequence = number
        buffers[index].timestamp = frame.timestamp
        buffers[index].flags = frame.flags
        buffers[index].state = .done
        done.append(index)
    }

    func unplug() {
        isUnplugged = true
        generation += 1
    }

    // MARK: ioctl

    func ioctl(_ request: UInt, _ argument: UnsafeMutableRawPointer, generation opened: Int) throws(Errno) {
        let name = Self.name(of: request)
        requests.append(name)
        if opened != generation || isUnplugged {
            if request == cv4l2_dqbuf && isUnplugged { throw .ioError }
            throw .operationNotSupportedByDevice
        }
        if let failure = failNext.removeValue(forKey: request) { throw failure }
        switch request {
        case cv4l2_querycap: querycap(argument.assumingMemoryBound(to: v4l2_capability.self))
        case cv4l2_enum_fmt: try enumFormat(argument.assumingMemoryBound(to: v4l2_fmtdesc.self))
        case cv4l2_enum_framesizes: try enumSizes(argument.assumingMemoryBound(to: v4l2_frmsizeenum.self))
        case cv4l2_enum_frameintervals: try enumIntervals(argument.assumingMemoryBound(to: v4l2_frmivalenum.self))
        case cv4l2_s_fmt: try setFormat(argument.assumingMemoryBound(to: v4l2_format.self))
        case cv4l2_g_fmt: try getFormat(argument.assumingMemoryBound(to: v4l2_format.self))
        case cv4l2_s_parm: try setParameters(argument.assumingMemoryBound(to: v4l2_streamparm.self))
        case cv4l2_reqbufs: try requestBuffers(argument.assumingMemoryBound(to: v4l2_requestbuffers.self))
        case cv4l2_querybuf: try queryBuffer(argument.assumingMemoryBound(to: v4l2_buffer.self))
        case cv4l2_qbuf: try queueBuffer(argument.assumingMemoryBound(to: v4l2_buffer.self))
        case cv4l2_dqbuf: try dequeueBuffer(argument.assumingMemoryBound(to: v4l2_buffer.self))
        case cv4l2_streamon: try streamOn(argument.assumingMemoryBound(to: CInt.self))
        case cv4l2_streamoff: try streamOff(argument.assumingMemoryBound(to: CInt.self))
        default: throw .inappropriateIOCTLForDevice
        }
    }

    static func name(of request: UInt) -> String {
        let names: [(UInt, String)] = [
            (cv4l2_querycap, "VIDIOC_QUERYCAP"), (cv4l2_enum_fmt, "VIDIOC_ENUM_FMT"),
            (cv4l2_enum_framesizes, "VIDIOC_ENUM_FRAMESIZES"), (cv4l2_enum_frameintervals, "VIDIOC_ENUM_FRAMEINTERVALS"),
            (cv4l2_s_fmt, "VIDIOC_S_FMT"), (cv4l2_g_fmt, "VIDIOC_G_FMT"), (cv4l2_s_parm, "VIDIOC_S_PARM"),
            (cv4l2_g_parm, "VIDIOC_G_PARM"), (cv4l2_reqbufs, "VIDIOC_REQBUFS"), (cv4l2_querybuf, "VIDIOC_QUERYBUF"),
            (cv4l2_qbuf, "VIDIOC_QBUF"), (cv4l2_dqbuf, "VIDIOC_DQBUF"), (cv4l2_streamon, "VIDIOC_STREAMON"),
            (cv4l2_streamoff, "VIDIOC_STREAMOFF"),
        ]
        return names.first { $0.0 == request }?.1 ?? "ioctl \(request)"
    }

    private static let capture = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue

    private func querycap(_ capability: UnsafeMutablePointer<v4l2_capability>) {
        var raw = v4l2_capability()
        Self.write(driver, into: &raw.driver)
        Self.write(card, into: &raw.card)
        Self.write(bus, into: &raw.bus_info)
        raw.version = 0x0006_0800
        raw.capabilities = capabilities
        raw.device_caps = deviceCapabilities
        capability.pointee = raw
    }

    private func enumFormat(_ description: UnsafeMutablePointer<v4l2_fmtdesc>) throws(Errno) {
        guard description.pointee.type == Self.capture else { throw .invalidArgument }
        let index = Int(description.pointee.index)
        guard formats.indices.contains(index) else { throw .invalidArgument }
        let format = formats[index]
        description.pointee.pixelformat = format.fourcc.rawValue
        description.pointee.flags = format.isCompressed ? UInt32(V4L2_FMT_FLAG_COMPRESSED) : 0
        Self.write(format.name, into: &description.pointee.description)
    }

    private func enumSizes(_ entry: UnsafeMutablePointer<v4l2_frmsizeenum>) throws(Errno) {
        guard let format = format(entry.pointee.pixel_format) else { throw .invalidArgument }
        let index = Int(entry.pointee.index)
        if let range = format.range {
            guard index == 0 else { throw .invalidArgument }
            entry.pointee.type = V4L2_FRMSIZE_TYPE_STEPWISE.rawValue
            entry.pointee.stepwise = v4l2_frmsize_stepwise(
                min_width: UInt32(range.minimum.width), max_width: UInt32(range.maximum.width),
                step_width: UInt32(range.widthStep), min_height: UInt32(range.minimum.height),
                max_height: UInt32(range.maximum.height), step_height: UInt32(range.heightStep))
            return
        }
        guard format.sizes.indices.contains(index) else { throw .invalidArgument }
        entry.pointee.type = V4L2_FRMSIZE_TYPE_DISCRETE.rawValue
        let size = format.sizes[index].size
        entry.pointee.discrete = v4l2_frmsize_discrete(width: UInt32(size.width), height: UInt32(size.height))
    }

    private func enumIntervals(_ entry: UnsafeMutablePointer<v4l2_frmivalenum>) throws(Errno) {
        guard let format = format(entry.pointee.pixel_format) else { throw .invalidArgument }
        let size = V4L2FrameSize(width: Int(entry.pointee.width), height: Int(entry.pointee.height))
        guard let rates = format.rates(at: size) else { throw .invalidArgument }
        let index = Int(entry.pointee.index)
        guard rates.indices.contains(index) else { throw .invalidArgument }
        entry.pointee.type = V4L2_FRMIVAL_TYPE_DISCRETE.rawValue
        entry.pointee.discrete = v4l2_fract(numerator: 1, denominator: rates[index])
    }

    private func setFormat(_ raw: UnsafeMutablePointer<v4l2_format>) throws(Errno) {
        guard raw.pointee.type == Self.capture else { throw .invalidArgument }
        guard !isStreaming, buffers.isEmpty else { throw .resourceBusy }
        // Like a real driver, an unknown format becomes the first one and a size the nearest.
        guard let format = format(raw.pointee.fmt.pix.pixelformat) ?? formats.first else { throw .invalidArgument }
        let asked = V4L2FrameSize(width: Int(raw.pointee.fmt.pix.width), height: Int(raw.pointee.fmt.pix.height))
        let size = format.nearestSize(to: asked)
        var pix = v4l2_pix_format()
        pix.width = UInt32(size.width)
        pix.height = UInt32(size.height)
        pix.pixelformat = format.fourcc.rawValue
        pix.field = V4L2_FIELD_NONE.rawValue
        if format.isCompressed {
            pix.bytesperline = 0
            pix.sizeimage = UInt32(size.pixelCount * 2 + 4096)
        } else {
            pix.bytesperline = UInt32(size.width * format.bytesPerPixel + rowPadding)
            pix.sizeimage = pix.bytesperline * pix.height
        }
        adjustFormat?(&pix)
        raw.pointee.fmt.pix = pix
        currentFormat = pix
    }

    private func getFormat(_ raw: UnsafeMutablePointer<v4l2_format>) throws(Errno) {
        guard raw.pointee.type == Self.capture, let currentFormat else { throw .invalidArgument }
        raw.pointee.fmt.pix = currentFormat
    }

    private func setParameters(_ raw: UnsafeMutablePointer<v4l2_streamparm>) throws(Errno) {
        guard raw.pointee.type == Self.capture else { throw .invalidArgument }
        if refusesFrameRate { throw .inappropriateIOCTLForDevice }
        guard let pix = currentFormat, let format = format(pix.pixelformat),
              let rates = format.rates(at: V4L2FrameSize(width: Int(pix.width), height: Int(pix.height))),
              let slowest = rates.min() else { throw .invalidArgument }
        let asked = raw.pointee.parm.capture.timeperframe
        let wanted = asked.numerator > 0 ? Double(asked.denominator) / Double(asked.numerator) : 0
        // The nearest offered rate, as drivers do.
        let rate = rates.min { abs(Double($0) - wanted) < abs(Double($1) - wanted) } ?? slowest
        let interval = v4l2_fract(numerator: 1, denominator: rate)
        raw.pointee.parm.capture.capability = UInt32(V4L2_CAP_TIMEPERFRAME)
        raw.pointee.parm.capture.timeperframe = interval
        setInterval = interval
    }

    private func format(_ fourcc: UInt32) -> FakeFormat? {
        formats.first { $0.fourcc.rawValue == fourcc }
    }

    static func write<Field>(_ text: String, into field: inout Field) {
        withUnsafeMutableBytes(of: &field) { raw in
            raw.initializeMemory(as: UInt8.self, repeating: 0)
            for (index, byte) in text.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
    }
}
