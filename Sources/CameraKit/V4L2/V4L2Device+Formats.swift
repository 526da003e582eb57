import CV4L2
import SystemPackage

extension V4L2Device {
    /// A bound on every enumeration, so that a driver that never says `EINVAL` cannot keep the
    /// camera enumerating forever.
    static let listLimit = 256

    /// Every pixel format the device offers for video capture, with its sizes.
    func formats() throws(CameraError) -> [V4L2FormatEntry] {
        var entries: [V4L2FormatEntry] = []
        for index in 0..<Self.listLimit {
            var description = v4l2_fmtdesc()
            description.index = UInt32(index)
            description.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
            guard try enumerate("VIDIOC_ENUM_FMT", cv4l2_enum_fmt, &description, index: index) else { break }
            let fourcc = V4L2FourCC(rawValue: description.pixelformat)
            entries.append(V4L2FormatEntry(fourcc: fourcc, name: V4L2Capability.text(description.description),
                                           sizes: try frameSizes(fourcc)))
        }
        return entries
    }

    /// The sizes the device offers `fourcc` in.
    func frameSizes(_ fourcc: V4L2FourCC) throws(CameraError) -> V4L2SizeOptions {
        var sizes: [V4L2FrameSize] = []
        for index in 0..<Self.listLimit {
            var entry = v4l2_frmsizeenum()
            entry.index = UInt32(index)
            entry.pixel_format = fourcc.rawValue
            guard try enumerate("VIDIOC_ENUM_FRAMESIZES", cv4l2_enum_framesizes, &entry, index: index) else { break }
            switch entry.type {
            case V4L2_FRMSIZE_TYPE_DISCRETE.rawValue:
                let size = V4L2FrameSize(width: Int(entry.discrete.width), height: Int(entry.discrete.height))
                if size.width > 0, size.height > 0, !sizes.contains(size) { sizes.append(size) }
            case V4L2_FRMSIZE_TYPE_STEPWISE.rawValue, V4L2_FRMSIZE_TYPE_CONTINUOUS.rawValue:
                // A range is the only entry (index 0) by the V4L2 rules.
                let steps = entry.stepwise
                let continuous = entry.type == V4L2_FRMSIZE_TYPE_CONTINUOUS.rawValue
                return .range(V4L2SizeRange(
                    minimum: V4L2FrameSize(width: Int(steps.min_width), height: Int(steps.min_height)),
                    maximum: V4L2FrameSize(width: Int(steps.max_width), height: Int(steps.max_height)),
                    widthStep: continuous ? 1 : Int(steps.step_width),
                    heightStep: continuous ? 1 : Int(steps.step_height)))
            default:
                continue
            }
        }
        return sizes.isEmpty ? .unknown : .discrete(sizes)
    }

    /// The intervals the device offers `fourcc` at `size`.
    func frameIntervals(_ fourcc: V4L2FourCC, _ size: V4L2FrameSize) throws(CameraError) -> V4L2IntervalOptions {
        var intervals: [V4L2FrameInterval] = []
        for index in 0..<Self.listLimit {
            var entry = v4l2_frmivalenum()
            entry.index = UInt32(index)
            entry.pixel_format = fourcc.rawValue
            entry.width = UInt32(clamping: size.width)
            entry.height = UInt32(clamping: size.height)
            guard try enumerate("VIDIOC_ENUM_FRAMEINTERVALS", cv4l2_enum_frameintervals, &entry, index: index)
            else { break }
            switch entry.type {
            case V4L2_FRMIVAL_TYPE_DISCRETE.rawValue:
                if let interval = V4L2FrameInterval(entry.discrete), !intervals.contains(interval) {
                    intervals.append(interval)
                }
            case V4L2_FRMIVAL_TYPE_STEPWISE.rawValue, V4L2_FRMIVAL_TYPE_CONTINUOUS.rawValue:
                guard let fastest = V4L2FrameInterval(entry.stepwise.min),
                      let slowest = V4L2FrameInterval(entry.stepwise.max) else { return .unknown }
                return .range(fastest: fastest, slowest: slowest)
            default:
                continue
            }
        }
        return intervals.isEmpty ? .unknown : .discrete(intervals)
    }

    /// One step of an enumeration: `false` once the driver says `EINVAL` (the end of the
    /// list), or for a driver that cannot enumerate at all (`ENOTTY` on the first entry).
    private func enumerate<Value>(_ name: String, _ request: UInt, _ value: inout Value,
                                  index: Int) throws(CameraError) -> Bool {
        do throws(Errno) {
            try rawControl(request, &value)
            return true
        } catch {
            if error == .invalidArgument { return false }
            if error == .inappropriateIOCTLForDevice && index == 0 { return false }
            throw failure(name, error)
        }
    }
}
