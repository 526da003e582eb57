import ArgumentParser
import ShelfScan

/// `shelfscan notices [--date D]`: a day's due-soon and overdue notices, and expired hold pickups.
struct NoticesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notices",
        abstract: "Send a day's due-soon and overdue notices to borrowers' inboxes, and end expired hold pickups.",
        discussion: """
            Run it once a day (from cron, say). A due-soon notice goes out once per loan and due date, \
            within the lender's due-soon days; an overdue notice on the first overdue day and weekly \
            after. Running it again for the same day sends nothing new, and a missed day is caught up. \
            Ready holds not picked up by their day end, and the book passes to the next in line. \
            With --user (or $SHELFSCAN_USER), only that lender's loans; without, every lender's, each \
            as themselves. \
            --date picks the day (default: today, in each lender's time zone).

              shelfscan notices
              shelfscan notices --user library --date 2026-12-01
            """)

    @Option(help: ArgumentHelp("The day to send notices for.", valueName: "YYYY-MM-DD"))
    var date: String?

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let day = try date.map { text throws(CirculationError) in try LibraryDay(parsing: text) }
            let run = session.username == nil ? try session.database.sendAllNotices(for: day)
                : try session.database.sendNotices(for: day, by: try session.actingUser())
            let text = "\(run.dueSoon) due-soon and \(run.overdue) overdue notice\(run.overdue == 1 ? "" : "s") sent, "
                + "\(run.expiredHolds) hold pickup\(run.expiredHolds == 1 ? "" : "s") expired"
                + (day.map { " for \($0)" } ?? "") + ", \(run.lenders) lender\(run.lenders == 1 ? "" : "s")"
            return CommandOutput(text, record: NoticeRunRecord(run, day: day))
        }
    }
}
