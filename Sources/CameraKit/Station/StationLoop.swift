import BarcodeKit
import RasterKit

/// The camera loop of a self-service station: every frame is read for books (EAN/UPC, in the scan
/// loop's fast mode) and, apart, for library cards (`CardReader`), each under its own
/// confirmation, and handed on with its time.
///
/// Books and cards are kept apart as `CardReader` keeps them: a card never counts as a book. Both
/// confirmations run on every frame, whoever is at the station, so that a book (or card) still in
/// view when the next member arrives has fired already and fires again only once shown again.
///
/// Like `ScanLoop`, the source is read on a capture thread of its own. For a file, `onFrame`
/// holding the calling thread holds the file too, so a station waiting for a PIN does not play
/// the clip on meanwhile; a live camera goes on, its older frames dropped.
///
/// ```swift
/// try StationLoop().run(try V4L2Camera(device: "/dev/video0")) { frame in
///     if let card = frame.cards.first { print("card", card.reading.text) }
/// }
/// ```
public struct StationLoop: Sendable {
    /// When a book or a card counts as shown.
    public var rules: ConfirmationRules
    /// The scanner books go through.
    public var scanner: BarcodeScanner
    /// The reader cards go through: `CardReader.video`, each frame cheap.
    public var cardReader: CardReader

    /// A loop with the standard rules and the scan loop's fast mode.
    public init(rules: ConfirmationRules = .standard, options: ScanOptions = ScanLoop.frameOptions) {
        self.rules = rules
        scanner = BarcodeScanner(options: options)
        cardReader = .video
    }

    /// Reads `source` until it ends or `stop` is requested, calling `onFrame` for every frame
    /// scanned, on the calling thread; returns what was done (`events` counts books and cards).
    public func run(_ source: FrameSource, stop: ScanLoopStop = ScanLoopStop(),
                    onFrame: (StationFrame) -> Void) throws(CameraError) -> ScanLoopSummary {
        var books = CodeConfirmation(rules: rules)
        var cards = CardConfirmation(rules: rules)
        var summary = ScanLoopSummary()
        let captureStop = ScanLoopStop()
        defer { captureStop.request() }
        let slot = ScanLoop.startCapture(source) { stop.isRequested || captureStop.isRequested }
        while let frame = try slot.take(unless: stop) {
            let outcome = StationFrame(index: frame.index, time: frame.time,
                                       books: books.events(reading: scanner.scan(frame.image), on: frame),
                                       cards: cards.events(reading: cardReader.read(frame.image), on: frame))
            summary.events += outcome.books.count + outcome.cards.count
            summary.framesScanned += 1
            summary.streamSeconds = frame.time.seconds
            onFrame(outcome)
        }
        summary.framesDropped = slot.dropped
        summary.stopped = stop.isRequested
        return summary
    }
}
