import BarcodeKit
import ISBNKit
import RasterKit

/// A code confirmed in video: it was read on enough frames to count as shown.
///
/// ```swift
/// try loop.run(source) { event in
///     print(event.barcode.gtin13, event.isbn?.isbn13 ?? "-", event.frameIndex, event.time)
/// }
/// ```
public struct ScanEvent: Sendable {
    /// The code as read on the frame that confirmed it, with the add-on read most recently.
    public var barcode: Barcode
    /// The 0-based index, in the stream, of the frame that confirmed the code.
    public var frameIndex: Int
    /// The stream time of that frame.
    public var time: Duration
    /// That frame, for a snapshot kept as evidence.
    public var frame: GrayImage

    /// An event for `barcode`, confirmed on `frame`.
    public init(barcode: Barcode, frame: Frame) {
        self.barcode = barcode
        frameIndex = frame.index
        time = frame.time
        self.frame = frame.image
    }

    /// The code's ISBN when it is one.
    public var isbn: ISBN? { barcode.isbn }
}
