import CV4L2
import RasterKit
import SystemPackage

/// A V4L2 webcam as a `FrameSource`: it agrees a format with the driver, streams through
/// memory-mapped buffers and always hands out the newest frame.
///
/// The size nearest the requested one that reaches `minimumFrameRate` wins; at that size GREY
/// is preferred to YUYV, and YUYV to MJPEG. `nextFrame()` blocks on the calling thread (the scan
/// loop gives a live source a thread of its own) and drops frames that are already stale: the
/// driver's older buffers are handed straight back, never queued in the program. With a
/// `reopen` policy an unplugged camera is waited for and opened again, and its frames go on
/// numbering where they left off.
///
/// ```swift
/// let camera = try V4L2Camera(device: "/dev/video0", reopen: .standard)
/// print(camera.format)   // MJPG 1280×720 at 30 fps
/// while let frame = try camera.nextFrame() {
///     print(frame.index, frame.time, frame.image.width)
/// }
/// ```
public final class V4L2Camera: FrameSource {
    /// The device path, e.g. `/dev/video0`.
    public let name: String
    /// Always `true`: a camera's frames come at the pace of the world.
    public var isLive: Bool { true }
    /// What the camera streams now; after reopening it is what the new negotiation agreed.
    public private(set) var format: V4L2StreamFormat

    /// Unreadable frames in a row after which the camera stops skipping and throws: a few
    /// corrupt MJPEG frames are USB noise, a hundred in a row are a broken stream.
    static let unreadableLimit = 100

    private let calls: any VideoDeviceCalls
    private let negotiation: V4L2Negotiation
    private let reopen: V4L2ReopenPolicy?
    private let frameTimeout: Duration
    private let wait: (Duration) -> Void
    private var session: V4L2Session?
    private var clock: V4L2FrameClock
    private var closed = false

    /// Opens `device` and starts streaming.
    ///
    /// - Parameters:
    ///   - device: the device node, e.g. `/dev/video0`.
    ///   - size: the frame size wanted; the nearest one the camera offers is taken.
    ///   - minimumFrameRate: frames per second a format must reach to be considered; when
    ///     none does, the fastest is taken.
    ///   - reopen: how to come back after unplugging; `nil` makes unplugging `deviceGone`.
    ///   - frameTimeout: how long `nextFrame()` waits before `noFrames`.
    ///   - calls: the system calls; tests pass a fake driver.
    ///   - wait: how to wait between attempts to reopen; tests record instead of sleeping.
    /// - Throws: `deviceUnavailable` when the node cannot be opened, `notACaptureDevice`,
    ///   `noUsableFormat`, `deviceCall` for a V4L2 call that failed, `deviceGone`.
    public init(device: String, size: V4L2FrameSize = .hd720, minimumFrameRate: Double = 15,
                reopen: V4L2ReopenPolicy? = nil, frameTimeout: Duration = .seconds(5),
                calls: any VideoDeviceCalls = SystemVideoDeviceCalls(),
                wait: @escaping (Duration) -> Void = SystemVideoDeviceCalls.sleep) throws(CameraError) {
        name = device
        self.calls = calls
        negotiation = V4L2Negotiation(requested: size, minimumFrameRate: minimumFrameRate)
        self.reopen = reopen
        self.frameTimeout = frameTimeout
        self.wait = wait
        let session = try V4L2Session.start(device, negotiation: negotiation, calls: calls)
        self.session = session
        format = session.format
        clock = V4L2FrameClock(nominalInterval: Self.nominalInterval(session.format))
    }

    deinit {
        session?.end()
    }

    /// The newest frame, waiting for one; `nil` once `close()` was called.
    ///
    /// Unreadable frames (a corrupt MJPEG frame, a short buffer, one the driver flagged as
    /// damaged) are skipped. Throws `noFrames` after `frameTimeout` without a frame, and
    /// `deviceGone` after unplugging unless the camera was told to reopen.
    public func nextFrame() throws(CameraError) -> Frame? {
        var unreadable = 0
        while !closed {
            guard let session else { throw .deviceGone(device: name) }
            do throws(CameraError) {
                switch try take(from: session) {
                case let .frame(frame):
                    return frame
                case let .unreadable(problem):
                    unreadable += 1
                    if unreadable >= Self.unreadableLimit { throw problem }
                }
            } catch {
                guard case .deviceGone = error else { throw error }
                session.end()
                self.session = nil
                guard let reopen else { throw error }
                try reconnect(reopen)
            }
        }
        return nil
    }

    /// Stops streaming and closes the device; `nextFrame()` returns `nil` from then on. Also
    /// done when the camera is released.
    public func close() {
        closed = true
        session?.end()
        session = nil
    }

    private enum Take {
        case frame(Frame)
        case unreadable(CameraError)
    }

    /// One frame from the driver: the newest buffer, copied out as luma and queued again by the
    /// index the driver gave it.
    private func take(from session: V4L2Session) throws(CameraError) -> Take {
        let (buffer, index, time) = try session.newestFrame(timeout: frameTimeout, clock: &clock)
        let damaged = buffer.flags & UInt32(V4L2_BUF_FLAG_ERROR) != 0 || buffer.bytesUsed == 0
        let image: Result<GrayImage, CameraError>
        if damaged {
            // The driver says the data is bad (lost USB packets); its bytes are not worth decoding.
            image = .failure(.deviceCall(device: name, call: "VIDIOC_DQBUF", .ioError))
        } else {
            let decoder = V4L2FrameDecoder(device: name, format: session.format)
            image = decoder.image(session.ring.bytes(of: buffer), index: index)
        }
        try session.ring.requeue(buffer.index)
        switch image {
        case let .success(image): return .frame(Frame(image: image, index: index, time: time))
        case let .failure(problem): return .unreadable(problem)
        }
    }

    /// Waits and tries to open the device again, the waits growing by the policy, until it
    /// streams. A device that is still missing, not yet accessible or gone again is waited for;
    /// one that answers but cannot serve (another device now at this path) is an error.
    private func reconnect(_ policy: V4L2ReopenPolicy) throws(CameraError) {
        var attempt = 0
        while !closed {
            if let limit = policy.maximumAttempts, attempt >= limit { throw .deviceGone(device: name) }
            wait(policy.delay(beforeAttempt: attempt))
            attempt += 1
            do throws(CameraError) {
                let session = try V4L2Session.start(name, negotiation: negotiation, calls: calls)
                self.session = session
                format = session.format
                clock.nominalInterval = Self.nominalInterval(session.format)
                clock.streamRestarted()
                return
            } catch {
                switch error {
                case .deviceUnavailable, .deviceGone: continue
                default: throw error
                }
            }
        }
    }

    private static func nominalInterval(_ format: V4L2StreamFormat) -> Duration {
        format.interval?.duration ?? .nanoseconds(33_333_333)
    }
}
