import SystemPackage
@testable import CameraKit

/// The seam with fake devices behind it: a `/dev` of named nodes, a descriptor table, and a
/// record of what is open and mapped, so a test can check that the camera let go of everything.
final class FakeVideoDeviceCalls: VideoDeviceCalls {
    /// The nodes by path, e.g. `/dev/video0`.
    var devices: [String: FakeVideoDevice]
    /// Names in `/dev` besides the devices' own, e.g. `null`, `video-extra`.
    var otherEntries: [String] = []
    /// `open` of this path fails with the code (no permission, busy).
    var openFailures: [String: Errno] = [:]

    private var descriptors: [CInt: (device: FakeVideoDevice, generation: Int)] = [:]
    private var nextDescriptor: CInt = 3
    private(set) var opened: [String] = []

    init(_ devices: [String: FakeVideoDevice]) {
        self.devices = devices
    }

    /// One device at `/dev/video0`.
    convenience init(_ device: FakeVideoDevice, at path: String = "/dev/video0") {
        self.init([path: device])
    }

    /// Descriptors opened and not closed.
    var openDescriptors: Int { descriptors.count }

    func open(_ path: String) throws(Errno) -> CInt {
        if let failure = openFailures[path] { throw failure }
        guard let device = devices[path], !device.isUnplugged else { throw .noSuchFileOrDirectory }
        let fd = nextDescriptor
        nextDescriptor += 1
        descriptors[fd] = (device, device.generation)
        opened.append(path)
        return fd
    }

    func close(_ fd: CInt) {
        descriptors[fd] = nil
    }

    func ioctl(_ fd: CInt, _ request: UInt, _ argument: UnsafeMutableRawPointer) throws(Errno) {
        guard let (device, generation) = descriptors[fd] else { throw .badFileDescriptor }
        try device.ioctl(request, argument, generation: generation)
    }

    func mmap(_ fd: CInt, length: Int, offset: Int) throws(Errno) -> UnsafeMutableRawPointer {
        guard let (device, generation) = descriptors[fd] else { throw .badFileDescriptor }
        guard generation == device.generation else { throw .operationNotSupportedByDevice }
        return try device.map(offset: offset, length: length)
    }

    func munmap(_ address: UnsafeMutableRawPointer, length: Int) {
        for device in devices.values where device.unmap(address) { return }
    }

    func poll(_ fd: CInt, milliseconds: Int32) throws(Errno) -> VideoDevicePoll {
        guard let (device, generation) = descriptors[fd] else { return .ready(.invalid) }
        return try device.poll(milliseconds: milliseconds, generation: generation)
    }

    func entries(inDirectory path: String) throws(Errno) -> [String] {
        guard path == "/dev" else { throw .noSuchFileOrDirectory }
        let names = devices.keys.compactMap { $0.hasPrefix("/dev/") ? String($0.dropFirst(5)) : nil }
        return names + otherEntries
    }
}
