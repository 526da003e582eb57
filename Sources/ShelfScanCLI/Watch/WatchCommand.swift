import ArgumentParser
import Foundation
import ShelfScan

/// `shelfscan watch SOURCE`: codes held under a webcam (or in a clip), each reported once.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Read barcodes from a webcam or a video clip, one line per code shown.",
        discussion: """
            Scans every frame in fast mode. A code counts once it is read on 3 frames within 1 s of \
            the stream's own time, and counts again only after 1 s out of view: a book held still fires \
            within a few frames, a hand passing over it does not fire it again, and a book put down \
            and shown again later fires again. Files are read as fast as the loop goes unless \
            --realtime; a camera's newest frame is always the one scanned. Ctrl-C ends the watch with \
            a summary on standard error. With --action, each code is scanned at the desk for --user \
            exactly as `shelfscan handover --isbn` (or receive, return) would, or added as `book add \
            --isbn` with the title, authors, description and subjects of the local catalogue (see \
            `shelfscan catalog import`); one line per code, and the watch goes on after an error.

              shelfscan watch /dev/video0
              ffmpeg -i clip.mp4 -f yuv4mpegpipe -pix_fmt gray - | shelfscan watch - --json
              shelfscan watch frames/ --fps 15
              shelfscan watch /dev/video0 --user alice --action handover --snapshots evidence/
              shelfscan watch /dev/video0 --user alice --action add
            """)

    @OptionGroup var input: WatchSourceOptions

    @Option(help: "Act on each code at the desk as --user: add (details from the local catalogue), handover, receive or return.")
    var action: WatchAction?

    @Option(help: ArgumentHelp("Keep the frame that confirmed each code, annotated, as a PNG in this folder.",
                               valueName: "folder"))
    var snapshots: String?

    @Flag(help: "Ring the terminal bell for each code.")
    var bell = false

    @OptionGroup var lending: LendingOptions

    @OptionGroup var catalog: CatalogOptions

    func validate() throws {
        if action == nil, lending.user != nil {
            throw ValidationError("--user is only used with --action (add, handover, receive or return)")
        }
    }

    func run() throws {
        let desk = try action.map { action in try WatchDesk(options: lending, catalog: catalog, adding: action == .add) }
        if let snapshots, let reason = WritableFolder.problem(preparing: snapshots) {
            StandardError.line("watch: \(snapshots): \(reason)")
            throw ExitStatus.unreadable.exitCode
        }
        let source = try input.open(for: "watch")
        let interrupt = InterruptStop.install()
        var failure: CameraError?
        var summary = ScanLoopSummary()
        do {
            try ScanLoop().run(source, stop: interrupt.stop, summary: &summary) { event in report(event, desk: desk) }
        } catch {
            failure = error
        }
        interrupt.source.cancel()
        StandardError.line(Self.summaryLine(summary, source: source.name))
        if let failure {
            StandardError.line("watch: \(failure)")
            throw ExitStatus.unreadable.exitCode
        }
    }

    /// Prints `event`, after performing the desk action and keeping the snapshot.
    private func report(_ event: ScanEvent, desk: WatchDesk?) {
        var record = CameraEventRecord(event)
        if let snapshots { record.snapshot = WatchSnapshot.write(event, in: snapshots) }
        var actionLine: String?
        if let desk, let action {
            switch desk.perform(action, for: event) {
            case let .success(.scanned(result)):
                record.result = DeskScanRecord(result)
                actionLine = "  \(action.rawValue): " + DeskScanRecord.text(result)
            case let .success(.added(book)):
                record.added = BookRecord(book)
                actionLine = "  add: added " + LendingText.summary(book)
            case let .failure(error):
                record.error = error.description
                actionLine = "  \(action.rawValue) failed: \(error)"
            }
        }
        if lending.json {
            print(ShelfScanJSON.line(record))
        } else {
            print(Self.text(record).escapingUnsafeScalars() + (bell ? "\u{7}" : ""))
            if let actionLine { print(actionLine.escapingUnsafeScalars()) }
        }
        // A line per code as it happens, also when standard output is a pipe.
        fflush(nil)
    }

    /// `frame 27 (0.90 s): 9780441172719, ISBN 978-0-441-17271-9, add-on 51299`.
    static func text(_ record: CameraEventRecord) -> String {
        "frame \(record.frame) (\(String(format: "%.2f", record.time)) s): \(record.gtin13)"
            + (record.isbn13.map { ", ISBN \($0)" } ?? "") + (record.addOn.map { ", add-on \($0)" } ?? "")
            + (record.snapshot.map { ", snapshot \($0)" } ?? "")
    }

    /// `watched 135 frames (0 dropped, 4.47 s of video): 2 codes`.
    static func summaryLine(_ summary: ScanLoopSummary, source: String) -> String {
        "watched \(summary.framesScanned) frames of \(source) (\(summary.framesDropped) dropped, "
            + "\(String(format: "%.2f", summary.streamSeconds)) s of video): \(summary.events) code"
            + (summary.events == 1 ? "" : "s") + (summary.stopped ? "; stopped" : "")
    }
}
