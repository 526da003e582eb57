import SystemPackage

/// One opening of the camera: the device, the format agreed with it and its streaming buffers.
/// After unplugging a session is over; reopening makes a new one.
final class V4L2Session {
    let device: V4L2Device
    let format: V4L2StreamFormat
    let ring: V4L2BufferRing
    private var ended = false

    private init(device: V4L2Device, format: V4L2StreamFormat, ring: V4L2BufferRing) {
        self.device = device
        self.format = format
        self.ring = ring
    }

    /// Opens `path`, checks it is a streaming capture device, agrees a format and starts
    /// streaming; closes the device again if any step fails.
    static func start(_ path: String, negotiation: V4L2Negotiation,
                      calls: any VideoDeviceCalls) throws(CameraError) -> V4L2Session {
        let device = try V4L2Device.open(path, calls: calls)
        do throws(CameraError) {
            let capability = try V4L2Capability.query(device)
            guard capability.canStreamCaptures else {
                throw .notACaptureDevice(device: path, driver: capability.driver)
            }
            let format = try negotiation.negotiate(device)
            let ring = try V4L2BufferRing.start(device)
            return V4L2Session(device: device, format: format, ring: ring)
        } catch {
            device.close()
            throw error
        }
    }

    /// Waits up to `timeout` for a filled buffer, then takes every other buffer that is ready
    /// too and gives the older ones straight back, so the caller holds only the newest frame.
    /// Every dequeued frame is stamped on `clock`, the dropped ones included, so they keep
    /// their numbers.
    func newestFrame(timeout: Duration,
                     clock: inout V4L2FrameClock) throws(CameraError) -> (V4L2FilledBuffer, index: Int, time: Duration) {
        while true {
            let events = try waitUntilReady(timeout: timeout)
            guard var newest = try ring.dequeue() else {
                // Woken with nothing to take: a spurious wake-up, or a device reporting
                // only an error, which while streaming means it is gone.
                if events.isFailure { throw .deviceGone(device: device.path) }
                continue
            }
            var stamp = clock.stamp(sequence: newest.sequence, timestamp: newest.timestamp)
            while let next = try ring.dequeue() {
                try ring.requeue(newest.index)
                newest = next
                stamp = clock.stamp(sequence: next.sequence, timestamp: next.timestamp)
            }
            return (newest, stamp.index, stamp.time)
        }
    }

    private func waitUntilReady(timeout: Duration) throws(CameraError) -> VideoDeviceEvents {
        while true {
            let outcome: VideoDevicePoll
            do throws(Errno) {
                outcome = try device.calls.poll(device.fd, milliseconds: Self.milliseconds(timeout))
            } catch {
                if error == .interrupted { continue }
                throw device.failure("poll", error)
            }
            switch outcome {
            case .timedOut:
                throw .noFrames(device: device.path, seconds: Double(timeout.components.seconds)
                    + Double(timeout.components.attoseconds) / 1e18)
            case let .ready(events):
                return events
            }
        }
    }

    /// Stops streaming, unmaps the buffers and closes the device; safe to call twice.
    func end() {
        guard !ended else { return }
        ended = true
        ring.stop()
        device.close()
    }

    deinit {
        end()
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 0 }
        let total = seconds.multipliedReportingOverflow(by: 1000)
        guard !total.overflow else { return Int32.max }
        return Int32(clamping: total.partialValue + attoseconds / 1_000_000_000_000_000)
    }
}
