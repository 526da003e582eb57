import Dispatch
import Foundation
import ShelfScan

/// Runs a station on a terminal: the camera loop and the keyboard on threads of their own, both
/// posting to one queue that the calling thread works through in order, redrawing the screen,
/// ringing the bell and keeping receipts as the station says.
///
/// Everything the station does happens on the calling thread, one event at a time: a session
/// that ended (by its idle time, the done key or the next card) cannot be acted for by a frame or
/// a key that was on its way.
struct KioskRunner {
    var station: KioskStation
    let terminal: KioskTerminal
    let receipts: ReceiptFolder?
    let colour: Bool
    let bells: Bool

    /// Runs until Ctrl-C (or SIGTERM, SIGHUP), or until a recorded clip ends; returns the problems
    /// met on the way (a receipt not kept, the camera failing), to be said once the screen is back.
    mutating func run(_ source: FrameSource) -> [String] {
        let events = KioskEventQueue()
        let demand = FrameDemand()
        let stop = ScanLoopStop()
        let signals = Self.watchSignals(events)
        defer { signals.forEach { $0.cancel() } }
        Self.startKeyboard(terminal, events)
        Self.startCamera(source, events, demand: source.isLive ? nil : demand, stop: stop)
        var keyboard = KioskKeyboard()
        var screen: KioskScreen?
        var problems: [String] = []
        var lastFrame = -1
        while true {
            draw(&screen, typed: keyboard.field)
            let feedback: [KioskFeedback]
            switch events.take() {
            case let .frame(frame):
                lastFrame = frame.index
                feedback = station.handle(frame)
            case let .keys(bytes):
                feedback = KioskKey.keys(in: bytes).flatMap { key in
                    keyboard.input(for: key, in: station.state).map { station.handle($0) } ?? []
                }
            case let .sourceEnded(error):
                stop.request()
                problems += act(on: station.stop())
                if let error { problems.append("the camera failed: \(error)") }
                return problems
            case .stop:
                stop.request()
                return problems + act(on: station.stop())
            }
            problems += act(on: feedback)
            if !station.state.waitsForKeys { demand.grant(after: lastFrame) }
        }
    }

    /// Redraws what changed on the screen.
    private func draw(_ screen: inout KioskScreen?, typed: String) {
        let next = KioskScreen(station: station, typed: typed)
        guard next != screen else { return }
        terminal.write(next.drawing(from: screen, colour: colour))
        screen = next
    }

    /// Rings for `feedback` and keeps its receipts; returns the receipts that could not be kept.
    private func act(on feedback: [KioskFeedback]) -> [String] {
        var problems: [String] = []
        for item in feedback {
            switch item {
            case .success:
                if bells { terminal.write("\u{7}") }
            case .refusal:
                guard bells else { continue }
                // Two bells, apart, so a refusal sounds unlike a success on any terminal.
                terminal.write("\u{7}")
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(300)) { [terminal] in terminal.write("\u{7}") }
            case let .sessionEnded(receipt):
                do throws(ReceiptFolder.WriteError) {
                    _ = try receipts?.write(receipt)
                } catch {
                    problems.append(error.description)
                }
            }
        }
        return problems
    }

    /// Ctrl-C, SIGTERM and SIGHUP close the station in order, its terminal put back.
    private static func watchSignals(_ events: KioskEventQueue) -> [DispatchSourceSignal] {
        [SIGINT, SIGTERM, SIGHUP].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { events.post(.stop) }
            source.resume()
            return source
        }
    }

    private static func startKeyboard(_ terminal: KioskTerminal, _ events: KioskEventQueue) {
        Thread.detachNewThread {
            while case let bytes = terminal.readKeys(), !bytes.isEmpty { events.post(.keys(bytes)) }
        }
    }

    /// The camera loop; with `demand`, each frame waits until the main thread wants the next.
    private static func startCamera(_ source: FrameSource, _ events: KioskEventQueue, demand: FrameDemand?,
                                    stop: ScanLoopStop) {
        // The source is the camera thread's from here on; this thread no longer touches it.
        nonisolated(unsafe) let source = source
        Thread.detachNewThread {
            do throws(CameraError) {
                _ = try StationLoop().run(source, stop: stop) { frame in
                    events.post(.frame(frame))
                    demand?.waitForGrant(after: frame.index) { stop.isRequested }
                }
                events.post(.sourceEnded(nil))
            } catch {
                events.post(.sourceEnded(error))
            }
        }
    }
}
