import ShelfScan

/// What reaches the kiosk's main thread, from the camera, the keyboard and signals, in the order
/// it happened.
enum KioskEvent: Sendable {
    /// A frame the camera loop read.
    case frame(StationFrame)
    /// Bytes typed.
    case keys([UInt8])
    /// The camera loop ended: the stream is over, or the source failed.
    case sourceEnded(CameraError?)
    /// Ctrl-C, SIGTERM or SIGHUP: close the station.
    case stop
}
