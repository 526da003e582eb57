import Foundation

/// When an edition was published, as precisely as a source says: a year, a month or a day.
///
/// Sources write dates many ways; `init(parsing:)` reads the common ones and keeps what it can
/// be sure of: `"1994"`, `"March 1994"`, `"Mar 12, 1994"`, `"12 March 1994"`, `"1994-03"`,
/// `"1994-03-12"`, `"c1994"`, `"[1994?]"`.
///
/// ```swift
/// PublicationDate(parsing: "Mar 12, 1994")?.description   // "1994-03-12"
/// PublicationDate(parsing: "spring")                      // nil
/// ```
public struct PublicationDate: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The year.
    public var year: Int
    /// The month, 1–12, when known.
    public var month: Int?
    /// The day of the month, when known (only with a month).
    public var day: Int?

    /// A date of the given precision; `nil` for a month or day out of range.
    public init?(year: Int, month: Int? = nil, day: Int? = nil) {
        guard (1...9999).contains(year) else { return nil }
        if let month, !(1...12).contains(month) { return nil }
        if let day, month == nil || !(1...31).contains(day) { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads a date as sources write it; `nil` when no year can be found.
    public init?(parsing text: String) {
        let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let numbers = words.compactMap { Int($0) }
        guard let year = numbers.first(where: { $0 >= 1000 && $0 <= 9999 })
            ?? Self.yearWithLetters(words) else { return nil }
        let month = words.lazy.compactMap(Self.month(named:)).first
            ?? Self.isoMonth(text, year: year)
        let day = month == nil ? nil : Self.day(in: words, numbers: numbers, year: year, text: text)
        self.init(year: year, month: month, day: day)
    }

    /// How precise the date is: 1 for a year, 2 with a month, 3 with a day.
    public var precision: Int { day != nil ? 3 : month != nil ? 2 : 1 }

    /// `1994`, `1994-03` or `1994-03-12`.
    public var description: String {
        let yearText = String(format: "%04d", year)
        guard let month else { return yearText }
        guard let day else { return yearText + String(format: "-%02d", month) }
        return yearText + String(format: "-%02d-%02d", month, day)
    }

    public static func < (lhs: PublicationDate, rhs: PublicationDate) -> Bool {
        (lhs.year, lhs.month ?? 0, lhs.day ?? 0) < (rhs.year, rhs.month ?? 0, rhs.day ?? 0)
    }

    private static let monthNames = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    private static func month(named word: String) -> Int? {
        guard word.count >= 3, let index = monthNames.firstIndex(where: { word.hasPrefix($0) }) else { return nil }
        return index + 1
    }

    /// `c1994`: a copyright year glued to its letter.
    private static func yearWithLetters(_ words: [String]) -> Int? {
        words.lazy.compactMap { word in Int(word.filter(\.isNumber)) }.first { $0 >= 1000 && $0 <= 9999 }
    }

    /// The month of `1994-03` or `1994-03-12`.
    private static func isoMonth(_ text: String, year: Int) -> Int? {
        let parts = text.split(separator: "-").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count >= 2, Int(parts[0]) == year, let month = Int(parts[1]), (1...12).contains(month) else { return nil }
        return month
    }

    /// The day of `Mar 12, 1994`, `12 March 1994` or `1994-03-12`.
    private static func day(in words: [String], numbers: [Int], year: Int, text: String) -> Int? {
        let parts = text.split(separator: "-").map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count >= 2, Int(parts[0]) == year {
            guard parts.count == 3, let day = Int(parts[2].prefix(2)), (1...31).contains(day) else { return nil }
            return day
        }
        return numbers.first { $0 != year && (1...31).contains($0) }
    }
}
