import CatalogKit
import Foundation
import ISBNKit
import ShelfScanTestSupport

/// List files the list import tests write, and what they need to check the result.
enum ListFixture {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    /// Writes `text` (as UTF-8) to a file called `name` in a scratch folder of its own; returns its path.
    static func file(_ text: String, named name: String = "list.csv") throws -> String {
        try file(bytes: Array(text.utf8), named: name)
    }

    /// Writes `bytes` to a file called `name` in a scratch folder of its own; returns its path.
    static func file(bytes: [UInt8], named name: String = "list.csv") throws -> String {
        let path = try TestPaths.scratchFolder("lists").appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The ISBN-13 of made-up book `number`.
    static func isbn13(_ number: Int) -> String {
        SampleISBN.make(number).isbn13
    }

    /// The ISBN-10 of made-up book `number`.
    static func isbn10(_ number: Int) -> String {
        SampleISBN.make(number).isbn10 ?? ""
    }

    /// The book stored for made-up book `number`.
    static func book(_ number: Int, in catalog: CatalogDatabase) throws -> ListedBook? {
        try catalog.listedBook(for: SampleISBN.make(number))
    }

    /// A row of `values` by column name, in the order of `header` (empty where `values` has none).
    static func row(_ values: [String: String], header: [String], separator: String) -> String {
        header.map { values[$0] ?? "" }.joined(separator: separator)
    }
}
