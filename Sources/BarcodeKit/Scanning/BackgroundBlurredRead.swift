import Dispatch
import Foundation
import RasterKit
import Synchronization

/// A `BlurredCodeReader` read of an image, running on another thread while the zbar passes go on.
///
/// Thorough mode starts one once the opening passes have found nothing. On a photo that no pass
/// reads, the model fit and the remaining passes then run side by side, and the photo costs the
/// longer of the two rather than their sum. Its codes are used only when every pass finds nothing,
/// exactly as if it had run after them, so results do not depend on timing; when a pass does read
/// a code, the read is cancelled and stops before its next scan line.
///
/// ```swift
/// let blurred = BackgroundBlurredRead(image)
/// let found = laterPasses(image)          // zbar goes on meanwhile
/// guard found.isEmpty else { blurred.cancel(); return found }
/// return blurred.codes()
/// ```
final class BackgroundBlurredRead: Sendable {
    private let result = Mutex<[Barcode]>([])
    private let isCancelled = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts reading `image` with `reader` on a thread of its own. Not on a shared pool: the
    /// caller may itself be a pool thread that is about to wait for this read, and a pool whose
    /// threads all wait that way would never run it.
    init(_ image: GrayImage, reader: BlurredCodeReader = BlurredCodeReader()) {
        Thread.detachNewThread { [self] in
            let codes = reader.read(image, isCancelled: { self.isCancelled.load(ordering: .relaxed) })
            result.withLock { $0 = codes }
            finished.signal()
        }
    }

    /// Waits for the read to end and returns its codes. Call at most once.
    func codes() -> [Barcode] {
        finished.wait()
        return result.withLock { $0 }
    }

    /// Asks the read to stop; its codes are not wanted.
    func cancel() {
        isCancelled.store(true, ordering: .relaxed)
    }
}
