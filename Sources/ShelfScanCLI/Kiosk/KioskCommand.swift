import ArgumentParser
import Foundation
import ShelfScan

/// `shelfscan kiosk --user LIBRARY SOURCE`: a self-service station on a terminal and a webcam.
struct KioskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk",
        abstract: "A self-service station: a member shows their card, types their PIN and holds books under the camera.",
        discussion: """
            Full screen on the terminal it runs in (80x24 is enough). The welcome screen asks for a \
            library card, shown to the camera or typed; then the PIN, typed without echo; then each \
            book held under the camera is checked out (with --checkin, returned), one line per \
            book with its due date, or the reason it was refused. A book the member already has is \
            offered for renewal. The session ends when the member presses Enter, when nothing \
            happens for --idle seconds (counted down on the screen), or when another card is \
            shown; a receipt is shown, and with --receipts kept as a text file. One bell for each \
            success, two for a refusal. Five wrong PINs lock the card for 15 minutes. Books and \
            cards already in view when a session starts count only once shown again. The library \
            (--user) must have self-service on (`policy set --self-service on`). A video file \
            plays in step with the station, pausing while it waits for keys; it ends the station \
            when it ends. Ctrl-C closes the station.

              shelfscan kiosk --user library /dev/video0
              shelfscan kiosk --user library /dev/video0 --checkin --receipts /var/lib/kiosk/receipts
              shelfscan kiosk --user library /dev/video0 --symbology codabar --prefix LIB --idle 90
            """)

    @OptionGroup var input: WatchSourceOptions

    @Flag(help: "Return books instead of borrowing them.")
    var checkin = false

    @Option(help: ArgumentHelp("Seconds without a book or a key before a session ends.", valueName: "seconds"))
    var idle = 60

    @Option(help: ArgumentHelp("Keep each session's receipt as a text file in this folder.", valueName: "folder"))
    var receipts: String?

    @Flag(help: "No terminal bell.")
    var noBell = false

    @Flag(help: "No colour (also when $NO_COLOR is set); every outcome still says OK or NO.")
    var noColour = false

    @OptionGroup var cardFormat: CardFormatOptions

    @OptionGroup var lending: LendingOptions

    func validate() throws {
        guard (5...3600).contains(idle) else { throw ValidationError("--idle must be 5 to 3600 seconds, not \(idle)") }
        if lending.json { throw ValidationError("--json is not for the kiosk: it draws a screen") }
    }

    func run() throws {
        let station = try openStation()
        if let receipts, let reason = WritableFolder.problem(preparing: receipts) {
            StandardError.line("kiosk: \(receipts): \(reason)")
            throw ExitStatus.unreadable.exitCode
        }
        let source = try input.open(for: "kiosk")
        let terminal: KioskTerminal
        do {
            terminal = try KioskTerminal()
        } catch {
            StandardError.line("kiosk: " + CommandHint.message(for: error))
            throw ExitStatus.usage.exitCode
        }
        var runner = KioskRunner(station: station, terminal: terminal, receipts: receipts.map(ReceiptFolder.init),
                                 colour: !noColour && ProcessInfo.processInfo.environment["NO_COLOR"] == nil, bells: !noBell)
        let problems = runner.run(source)
        terminal.restore()
        for problem in problems { StandardError.line("kiosk: \(problem)") }
        if !problems.isEmpty { throw ExitStatus.unreadable.exitCode }
    }

    /// The station for the library `--user` names, once it is known to offer self-service.
    private func openStation() throws -> KioskStation {
        let environment = LendingEnvironment.current()
        do {
            let session = try LendingSession(try lending.settings(in: environment), clock: try environment.clock(),
                                             createsDatabase: false)
            let library = try session.actingUser()
            let policy = try session.database.policy(of: library)
            guard policy.selfService, policy.place != nil else {
                // The operator, not a member, reads this: say what turns the station on.
                StandardError.line("kiosk: \(library.username) does not offer self-service; turn it on with"
                                   + " `shelfscan policy set --user \(library.username) --self-service on"
                                   + " --lat LAT --lon LON --address PLACE` (where books are picked up)")
                throw ExitStatus.conflict.exitCode
            }
            let settings = KioskSettings(mode: checkin ? .checkin : .checkout, idleTime: .seconds(idle),
                                         cardFormat: cardFormat.format)
            return KioskStation(desk: session.desk, library: library, settings: settings)
        } catch let exit as ExitCode {
            throw exit
        } catch {
            StandardError.line("kiosk: " + CommandHint.message(for: error))
            throw ExitStatus(for: error).exitCode
        }
    }
}
