import ShelfScan

/// What `notices --json` prints.
struct NoticeRunRecord: Encodable {
    let dueSoon: Int
    let overdue: Int
    let expiredHolds: Int
    let lenders: Int
    let date: String?

    init(_ run: NoticeRun, day: LibraryDay?) {
        dueSoon = run.dueSoon
        overdue = run.overdue
        expiredHolds = run.expiredHolds
        lenders = run.lenders
        date = day?.description
    }
}
