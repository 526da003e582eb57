/// Turns the driver's frame counter and timestamps into `Frame.index` and `Frame.time`,
/// counted from the first frame dequeued, so that frames the driver or the camera dropped keep
/// their numbers and the scan loop measures the world's time, not the machine's.
///
/// Each frame is placed by its step from the one before: a counter that wraps still steps by
/// one, and one that stands still or jumps back (some drivers never fill it in) steps by one
/// anyway, as do timestamps by the nominal interval. So both always go forward, and after
/// reopening an unplugged camera, whose counter starts again at 0, they continue where they were.
struct V4L2FrameClock: Sendable {
    /// The time to step between two frames when the driver's timestamps cannot say.
    var nominalInterval: Duration

    private var last: (index: Int, time: Duration, sequence: UInt32?, timestamp: Duration)?

    init(nominalInterval: Duration) {
        self.nominalInterval = nominalInterval
    }

    /// The index and time of a dequeued frame; call it for every frame in dequeue order.
    mutating func stamp(sequence: UInt32, timestamp: Duration) -> (index: Int, time: Duration) {
        guard let last else {
            self.last = (0, .zero, sequence, timestamp)
            return (0, .zero)
        }
        var step = 1
        if let previous = last.sequence {
            step = max(Int(Int32(bitPattern: sequence &- previous)), 1)
        }
        let elapsed = timestamp - last.timestamp
        let index = last.index + step
        let time = last.time + (elapsed > .zero ? elapsed : nominalInterval)
        self.last = (index, time, sequence, timestamp)
        return (index, time)
    }

    /// The device was opened again: its counter starts afresh, so the next frame is simply the
    /// next one. Timestamps stay on the same monotonic clock, so time keeps counting, the time
    /// unplugged included.
    mutating func streamRestarted() {
        last?.sequence = nil
    }
}
