import SystemPackage

/// The cameras on this machine, for `shelfscan devices`: every `/dev/video*` node that streams
/// video captures, in numeric order (`video2` before `video10`).
///
/// Nodes that are not capture devices (a webcam's metadata node, codecs, outputs) are left
/// out; nodes that could not be asked at all (no permission) are listed apart, so that a user
/// who is not in the `video` group learns why the camera is missing.
///
/// ```swift
/// let list = try V4L2DeviceList.scan()
/// for camera in list.cameras { print(camera) }
/// for node in list.unusable { print(node.reason) }
/// ```
public struct V4L2DeviceList: Sendable, Hashable, Codable {
    /// The capture devices.
    public var cameras: [V4L2DeviceDescription]
    /// Video nodes that could not be opened or asked.
    public var unusable: [V4L2UnusableDevice]

    /// A list.
    public init(cameras: [V4L2DeviceDescription], unusable: [V4L2UnusableDevice] = []) {
        self.cameras = cameras
        self.unusable = unusable
    }

    /// Lists the `video<number>` nodes in `directory` and asks each what it is.
    ///
    /// - Throws: `deviceUnavailable` when `directory` itself cannot be read.
    public static func scan(directory: String = "/dev",
                            calls: any VideoDeviceCalls = SystemVideoDeviceCalls()) throws(CameraError) -> V4L2DeviceList {
        let names: [String]
        do throws(Errno) {
            names = try calls.entries(inDirectory: directory)
        } catch {
            throw .deviceUnavailable(device: directory, call: "opendir", error)
        }
        let nodes = names.compactMap { name in videoNumber(name).map { (name, $0) } }
            .sorted { $0.1 < $1.1 }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var list = V4L2DeviceList(cameras: [])
        for (name, _) in nodes {
            let path = prefix + name
            do throws(CameraError) {
                list.cameras.append(try V4L2DeviceDescription(device: path, calls: calls))
            } catch {
                if case .notACaptureDevice = error { continue }
                list.unusable.append(V4L2UnusableDevice(path: path, reason: error.description))
            }
        }
        return list
    }

    /// The number of a `video<number>` node name, `nil` for any other name.
    static func videoNumber(_ name: String) -> Int? {
        guard name.hasPrefix("video") else { return nil }
        let digits = name.dropFirst("video".count)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}
