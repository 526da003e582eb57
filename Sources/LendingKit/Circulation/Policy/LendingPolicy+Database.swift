import Foundation
import GRDB

extension LendingPolicy {
    /// The policy of owner `ownerID`, or `.private` when they never set one.
    static func fetch(ownerID: Int64, _ db: Database) throws -> LendingPolicy {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM lendingPolicy WHERE ownerID = ?"),
                                         arguments: [ownerID]) else { return .private }
        return try LendingPolicy(row: row)
    }

    /// Stores the policy as owner `ownerID`'s, replacing the one before.
    func save(ownerID: Int64, at now: Date, _ db: Database) throws {
        try db.execute(sql: """
            INSERT OR REPLACE INTO lendingPolicy (ownerID, loanDays, renewals, renewalDays, holdBlocksRenewal, maxLoans,
                currency, finePerDay, graceDays, maxFine, blockAt, closedWeekdays, closedDates, holdPickupDays,
                dueSoonDays, selfService, timeZone, placeLatitude, placeLongitude, placeAddress, placeComment, updatedAt)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [ownerID, loanDays, renewals, renewalDays, holdBlocksRenewal, maxLoans,
                             currency.code, finePerDay.minorUnits, graceDays, maxFine?.minorUnits, blockAt?.minorUnits,
                             Weekday.mask(closedWeekdays), closedDates.sorted().map(\.description).joined(separator: ","),
                             holdPickupDays, dueSoonDays, selfService, timeZone.identifier, place?.latitude,
                             place?.longitude, place?.address, place?.comment, now])
    }

    /// The policy a `lendingPolicy` row holds.
    private init(row: Row) throws {
        let currency = try Currency(code: row["currency"])
        func money(_ column: String) -> Money? {
            (row[column] as Int64?).map { Money(minorUnits: $0, currency: currency) }
        }
        guard let timeZone = TimeZone(identifier: row["timeZone"]) else {
            throw CirculationError.invalidTimeZone(row["timeZone"])
        }
        let dates: String = row["closedDates"]
        self.init(loanDays: row["loanDays"], renewals: row["renewals"], renewalDays: row["renewalDays"],
                  holdBlocksRenewal: row["holdBlocksRenewal"], maxLoans: row["maxLoans"],
                  finePerDay: money("finePerDay") ?? .zero(currency), graceDays: row["graceDays"],
                  maxFine: money("maxFine"), blockAt: money("blockAt"),
                  closedWeekdays: Weekday.days(inMask: row["closedWeekdays"]),
                  closedDates: Set(try dates.split(separator: ",").map { day throws(CirculationError) in
                      try LibraryDay(parsing: String(day))
                  }),
                  holdPickupDays: row["holdPickupDays"], dueSoonDays: row["dueSoonDays"],
                  selfService: row["selfService"], timeZone: timeZone, place: try Self.place(row))
    }

    private static func place(_ row: Row) throws -> PickupLocation? {
        guard let latitude: Double = row["placeLatitude"], let longitude: Double = row["placeLongitude"] else { return nil }
        return PickupLocation(stored: latitude, longitude: longitude, address: row["placeAddress"] ?? "",
                              comment: row["placeComment"])
    }
}
