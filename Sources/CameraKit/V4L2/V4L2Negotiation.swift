import CV4L2
import SystemPackage

/// Agrees a format with the driver: enumerate what it offers, choose (`V4L2FormatChooser`),
/// `VIDIOC_S_FMT`, keep what the driver actually set, then ask for the rate with `VIDIOC_S_PARM`.
struct V4L2Negotiation {
    var requested: V4L2FrameSize
    var minimumFrameRate: Double

    func negotiate(_ device: V4L2Device) throws(CameraError) -> V4L2StreamFormat {
        let entries = try device.formats()
        let candidates = try candidates(entries, device)
        let chooser = V4L2FormatChooser(requested: requested, minimumFrameRate: minimumFrameRate)
        guard let choice = chooser.choose(candidates) else {
            throw .noUsableFormat(device: device.path, offered: entries.map(\.fourcc.description))
        }
        var format = try setFormat(choice, device, offered: entries)
        try setRate(choice.fastest, device, into: &format)
        return format
    }

    private func candidates(_ entries: [V4L2FormatEntry],
                            _ device: V4L2Device) throws(CameraError) -> [V4L2FormatCandidate] {
        var candidates: [V4L2FormatCandidate] = []
        for entry in entries {
            guard let readable = V4L2ReadableFormat(entry.fourcc) else { continue }
            for size in entry.sizes.candidates(near: requested) {
                let intervals = try device.frameIntervals(entry.fourcc, size)
                candidates.append(V4L2FormatCandidate(fourcc: entry.fourcc, format: readable, size: size,
                                                      fastest: intervals.fastest))
            }
        }
        return candidates
    }

    private func setFormat(_ choice: V4L2FormatCandidate, _ device: V4L2Device,
                           offered entries: [V4L2FormatEntry]) throws(CameraError) -> V4L2StreamFormat {
        var raw = v4l2_format()
        raw.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
        raw.fmt.pix.width = UInt32(clamping: choice.size.width)
        raw.fmt.pix.height = UInt32(clamping: choice.size.height)
        raw.fmt.pix.pixelformat = choice.fourcc.rawValue
        raw.fmt.pix.field = V4L2_FIELD_NONE.rawValue
        try device.control("VIDIOC_S_FMT", cv4l2_s_fmt, &raw)

        // The driver writes back what it set, which may differ from what was asked: believe it.
        let pix = raw.fmt.pix
        let fourcc = V4L2FourCC(rawValue: pix.pixelformat)
        guard let readable = V4L2ReadableFormat(fourcc) else {
            throw .noUsableFormat(device: device.path, offered: entries.map(\.fourcc.description))
        }
        let size = V4L2FrameSize(width: Int(pix.width), height: Int(pix.height))
        guard size.width > 0, size.height > 0 else {
            throw .invalidFrameSize(source: device.path, width: size.width, height: size.height)
        }
        var bytesPerLine = Int(pix.bytesperline)
        if let pixel = readable.pixelFormat, bytesPerLine < size.width * pixel.bytesPerPixel {
            // Drivers may leave bytesperline 0; rows are then packed.
            bytesPerLine = size.width * pixel.bytesPerPixel
        }
        if readable == .mjpeg { bytesPerLine = 0 }
        return V4L2StreamFormat(fourcc: fourcc, size: size, bytesPerLine: bytesPerLine, imageSize: Int(pix.sizeimage),
                                framesPerSecond: choice.fastest?.framesPerSecond, readable: readable,
                                interval: choice.fastest)
    }

    /// Asks for `interval`. Drivers that cannot set a rate refuse `VIDIOC_S_PARM` or ignore it;
    /// either way the camera streams at whatever rate the driver runs, so only a vanished device
    /// is an error here.
    private func setRate(_ interval: V4L2FrameInterval?, _ device: V4L2Device,
                         into format: inout V4L2StreamFormat) throws(CameraError) {
        guard let interval else { return }
        var parameters = v4l2_streamparm()
        parameters.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
        parameters.parm.capture.timeperframe = interval.fraction
        do throws(Errno) {
            try device.rawControl(cv4l2_s_parm, &parameters)
        } catch {
            if error == .operationNotSupportedByDevice { throw .deviceGone(device: device.path) }
            return
        }
        let capture = parameters.parm.capture
        if capture.capability & UInt32(V4L2_CAP_TIMEPERFRAME) != 0, let set = V4L2FrameInterval(capture.timeperframe) {
            format.interval = set
            format.framesPerSecond = set.framesPerSecond
        }
    }
}
