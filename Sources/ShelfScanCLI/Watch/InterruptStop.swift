import Dispatch
import Foundation
import ShelfScan

/// Turns Ctrl-C (SIGINT) into a stop request, so the loop ends after its frame and prints its
/// summary instead of dying mid-line.
enum InterruptStop {
    /// A stop that SIGINT requests from now on; the source keeps the handler alive.
    static func install() -> (stop: ScanLoopStop, source: DispatchSourceSignal) {
        let stop = ScanLoopStop()
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { stop.request() }
        source.resume()
        return (stop, source)
    }
}
